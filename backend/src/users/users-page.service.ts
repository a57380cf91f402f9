import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { clampToLastPage, pageWindow } from '../common/table-query';
import { type Lang, t } from '../i18n/i18n';
import type { GetUsersDto, UserRowDto, UsersPageDto } from './users.dto';
import { iso, USER_COLUMNS, type UserListRow, usersWhere } from './users-query';

/** The users table of staff: filtered, sorted and paged by the database. */
@Injectable()
export class UsersPageService {
  constructor(private readonly em: EntityManager) {}

  async page(query: GetUsersDto, lang: Lang): Promise<UsersPageDto> {
    const { where, params, orderBy } = usersWhere(query);
    const conn = this.em.getConnection();
    const [{ total }] = await conn.execute<{ total: number | string }[]>(`select count(*) as total from users u where ${where}`, params);
    const totalCount = Number(total);
    const { page, pageSize, offset } = clampToLastPage(pageWindow(query), totalCount);
    const rows = totalCount
      ? await conn.execute<UserListRow[]>(`select ${USER_COLUMNS} from users u join roles r on r.id = u.role_id where ${where} order by ${orderBy} limit ? offset ?`, [
          ...params,
          pageSize,
          offset,
        ])
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
