import { RoleId } from '@portal/shared';
import type { GetUsersDto } from '../../../../api/types.gen';
import { type TableState, tableSearchOf } from '../../../../components/table-search';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'roleName', 'createdOn', 'lastLogin'] as const;
export const LISTED_ROLES = [RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher] as const;

/** The users table's filters, page and order, as the address carries them (defaults left out). */
export type UsersSearch = GetUsersDto;

export type UsersFilters = Pick<UsersSearch, 'firstName' | 'lastName' | 'emailAddress' | 'userRoleId'>;

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? { ok: value.trim().slice(0, max) } : null);

/** The filters the address holds that the server accepts. */
export function usersFilters(search: Record<string, unknown>): UsersFilters {
  const out: UsersFilters = {};
  const first = text(search.firstName, 100);
  const last = text(search.lastName, 100);
  const email = text(search.emailAddress, 250);
  if (first) out.firstName = first.ok;
  if (last) out.lastName = last.ok;
  if (email) out.emailAddress = email.ok;
  const role = Number(search.userRoleId);
  if ((LISTED_ROLES as readonly number[]).includes(role)) out.userRoleId = role as UsersSearch['userRoleId'];
  return out;
}

/** The users table, through the one table-state helper; newest accounts first, as the server lists them. */
export const USERS_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'createdOn', sortOrder: 'desc' } satisfies TableState,
  sizes: TABLE_PAGE_SIZES,
  sortFields: USER_SORT_FIELDS,
  filters: usersFilters,
} as const;

/** Whatever the address holds, only values the server accepts reach the call. */
export function usersSearch(search: Record<string, unknown>): UsersSearch {
  return tableSearchOf(search, USERS_TABLE) as UsersSearch;
}

/** The filters alone, for the export, which takes every matching row. */
export function filtersOf(search: UsersSearch): UsersFilters {
  const { firstName, lastName, emailAddress, userRoleId } = search;
  return { firstName, lastName, emailAddress, userRoleId };
}
