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
export function usersWhere(filter: UsersFilterDto): { where: string; params: unknown[]; orderBy: string; from: string; textFilter: boolean } {
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

export const USER_COLUMNS = 'u.id, u.first_name, u.last_name, u.email, u.role_id, u.created_on, u.last_login';

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
