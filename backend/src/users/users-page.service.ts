import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerationCache } from '../common/generation-cache';
import { PreparedStatement, preparedFor } from '../database/prepared';
import { clampToLastPage, pageWindow } from '../common/table-query';
import { type Lang, t } from '../i18n/i18n';
import { type GetUsersDto, type UserRowDto, USERS_PAGING, type UsersPageDto } from './users.dto';
import { iso, USER_COLUMNS, type UserListRow, usersWhere } from './users-query';

const GENERATION = new PreparedStatement('users_table_generation', `select n from table_generations where table_name = 'users'`);

/** Pages kept per process: the views staff page through, each a few KiB. */
const KEPT_PAGES = 200;

/** The users table of staff: filtered, sorted and paged by the database. */
@Injectable()
export class UsersPageService {
  /** the page read for a query, at the users generation it was read at */
  private readonly pages = new GenerationCache<UsersPageDto>(KEPT_PAGES);

  constructor(private readonly em: EntityManager) {}

  /**
   * A page read at the generation that still stands is answered as it was: no account has changed
   * since (the generation moves in the transaction of any change, so a change committed before
   * this call is always seen). The generation is read before the page, so a page is never kept
   * under a generation newer than the data it shows.
   */
  async page(query: GetUsersDto, lang: Lang): Promise<UsersPageDto> {
    const key = JSON.stringify([lang, query.firstName, query.lastName, query.emailAddress, query.userRoleId, query.sortField, query.sortOrder, query.page, query.pageSize]);
    const [{ n }] = await GENERATION.run<{ n: string | number }>(this.em, []);
    const generation = String(n);
    const kept = this.pages.get(key, generation);
    if (kept) return kept;
    const page = await this.read(query, lang);
    this.pages.set(key, generation, page);
    return page;
  }

  private async read(query: GetUsersDto, lang: Lang): Promise<UsersPageDto> {
    const { where, params, orderBy, from, textFilter } = usersWhere(query);
    // Without a text filter the total is the kept count of live accounts (by role), not a count of every row.
    const [{ total }] = await preparedFor(
      textFilter ? `select count(*) as total from users u where ${where}` : `select coalesce(sum(live), 0) as total from user_role_counts${query.userRoleId ? ' where role_id = ?' : ''}`,
    ).run<{ total: number | string }>(this.em, textFilter ? params : query.userRoleId ? [query.userRoleId] : []);
    const totalCount = Number(total);
    const { page, pageSize, offset } = clampToLastPage(pageWindow(query, USERS_PAGING), totalCount);
    const rows = totalCount
      ? await preparedFor(`select ${USER_COLUMNS} from ${from} where ${where} order by ${orderBy} limit ? offset ?`).run<UserListRow>(this.em, [...params, pageSize, offset])
      : [];
    const data = rows.map((r) => userRow(r, lang));
    return { data, page, pageSize, totalCount, usersList: data, totalRows: totalCount };
  }
}

export function userRow(r: UserListRow, lang: Lang): UserRowDto {
  return {
    userId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    emailAddress: r.email,
    roleMaster: { roleId: r.role_id, roleName: t(lang, `role.${r.role_id}` as 'role.2') },
    createdOn: iso(r.created_on)!,
    lastLogin: iso(r.last_login),
  };
}
