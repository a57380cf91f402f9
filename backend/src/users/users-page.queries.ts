import type { EntityManager } from '@mikro-orm/postgresql';
import { PreparedStatement, preparedFor } from '../database/prepared';
import { rowsOutsideTransaction } from '../database/sql';
import type { UserSortField, UsersFilterDto } from './users.dto';

/** A live user as the table and the export read it. */
export interface UserListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
  created_on: Date | string;
  last_login: Date | string | null;
}

// Case-insensitive, so sorting agrees with the filters and with every database collation.
const ORDER: Record<UserSortField, string> = {
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  emailAddress: 'u.email',
  roleName: 'r.name',
  createdOn: 'u.created_on',
  lastLogin: 'u.last_login',
};

function prefix(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The where clause and order of the users table. Text filters match from the start of the value so
 * that the pattern indexes of the migration answer them; deleted (anonymised) accounts never show.
 */
function usersWhere(filter: UsersFilterDto): { where: string; params: unknown[]; orderBy: string; from: string; textFilter: boolean } {
  const clauses = ['u.deleted_on is null'];
  const params: unknown[] = [];
  if (filter.firstName) {
    clauses.push('lower(u.first_name) like ?');
    params.push(prefix(filter.firstName));
  }
  if (filter.lastName) {
    clauses.push('lower(u.last_name) like ?');
    params.push(prefix(filter.lastName));
  }
  if (filter.emailAddress) {
    clauses.push('u.email like ?');
    params.push(prefix(filter.emailAddress));
  }
  if (filter.userRoleId) {
    clauses.push('u.role_id = ?');
    params.push(filter.userRoleId);
  }
  const direction = filter.sortOrder ?? (filter.sortField ? 'asc' : 'desc');
  const nulls = filter.sortField === 'lastLogin' ? (direction === 'asc' ? ' nulls first' : ' nulls last') : '';
  const orderBy = `${ORDER[filter.sortField ?? 'createdOn']} ${direction}${nulls}, u.id ${direction}`;
  // Roles are joined only for their name's order: without them a page is read from one index.
  const from = filter.sortField === 'roleName' ? 'users u join roles r on r.id = u.role_id' : 'users u';
  return { where: clauses.join(' and '), params, orderBy, from, textFilter: Boolean(filter.firstName || filter.lastName || filter.emailAddress) };
}

const USER_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, u.role_id, u.created_on, u.last_login';

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

const GENERATION = new PreparedStatement('users_table_generation', `select n from table_generations where table_name = 'users'`);

/** The generation of the users the database keeps: it moves in the transaction of any change to them. */
export async function usersGeneration(em: EntityManager): Promise<string | number> {
  const [{ n }] = await GENERATION.run<{ n: string | number }>(em, []);
  return n;
}

/**
 * How many live users the filters select. Without a text filter the total is the kept count of live
 * accounts (by role), not a count of every row.
 */
export async function usersTotal(em: EntityManager, filter: UsersFilterDto): Promise<number | string> {
  const { where, params, textFilter } = usersWhere(filter);
  const [{ total }] = await preparedFor(
    textFilter
      ? `select count(*) as total from users u where ${where}`
      : `select coalesce(sum(live), 0) as total from user_role_counts${filter.userRoleId ? ' where role_id = ?' : ''}`,
  ).run<{ total: number | string }>(em, textFilter ? params : filter.userRoleId ? [filter.userRoleId] : []);
  return total;
}

/** One page of the users the filters select, in the table's order. */
export function usersPage(em: EntityManager, filter: UsersFilterDto, pageSize: number, offset: number): Promise<UserListRow[]> {
  const { where, params, orderBy, from } = usersWhere(filter);
  return preparedFor(`select ${USER_COLUMNS} from ${from} where ${where} order by ${orderBy} limit ? offset ?`).run<UserListRow>(em, [
    ...params,
    pageSize,
    offset,
  ]);
}

/** Every user the filters select, in the table's order (the export). */
export function usersInOrder(em: EntityManager, filter: UsersFilterDto): Promise<UserListRow[]> {
  const { where, params, orderBy, from } = usersWhere(filter);
  return rowsOutsideTransaction<UserListRow>(em, `select ${USER_COLUMNS} from ${from} where ${where} order by ${orderBy}`, params);
}
