import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerationCache } from '../common/generation-cache';
import { clampToLastPage, pageWindow } from '../common/table-query';
import { type Lang, t } from '../i18n/i18n';
import { type GetUsersDto, type UserRowDto, USERS_PAGING, type UsersPageDto } from './users.dto';
import { iso, type UserListRow, usersGeneration, usersPage, usersTotal } from './users-page.queries';

/** Pages kept per process: the views staff page through, each a few KiB. */
const KEPT_PAGES = 200;

/** The users table of staff: filtered, sorted and paged by the database. */
@Injectable()
export class UsersPageService {
  /** the page read for a query, at the users generation it was read at */
  private readonly pages = new GenerationCache<UsersPageDto>(KEPT_PAGES);

  constructor(private readonly em: EntityManager) {}

  /** The generation is read before the page, so a page is never kept under a generation newer than its data. */
  async page(query: GetUsersDto, lang: Lang): Promise<UsersPageDto> {
    const key = JSON.stringify([
      lang,
      query.firstName,
      query.lastName,
      query.emailAddress,
      query.userRoleId,
      query.sortField,
      query.sortOrder,
      query.page,
      query.pageSize,
    ]);
    const n = await usersGeneration(this.em);
    const generation = String(n);
    const kept = this.pages.get(key, generation);
    if (kept) return kept;
    const page = await this.read(query, lang);
    this.pages.set(key, generation, page);
    return page;
  }

  private async read(query: GetUsersDto, lang: Lang): Promise<UsersPageDto> {
    // Without a text filter the total is the kept count of live accounts (by role), not a count of every row.
    const totalCount = Number(await usersTotal(this.em, query));
    const { page, pageSize, offset } = clampToLastPage(pageWindow(query, USERS_PAGING), totalCount);
    const rows = totalCount ? await usersPage(this.em, query, pageSize, offset) : [];
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
