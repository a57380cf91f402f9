import { RoleId } from '@portal/shared';
import type { GetUsersDto } from '../../../../api/types.gen';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'roleName', 'createdOn', 'lastLogin'] as const;
export const LISTED_ROLES = [RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher] as const;

/** The users table's filters, page and order, as the address carries them (defaults left out). */
export type UsersSearch = GetUsersDto;

export type UsersFilters = Pick<UsersSearch, 'firstName' | 'lastName' | 'emailAddress' | 'userRoleId'>;

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? { ok: value.trim().slice(0, max) } : null);

/** Whatever the address holds, only values the server accepts reach the call. */
export function usersSearch(search: Record<string, unknown>): UsersSearch {
  const out: UsersSearch = {};
  const first = text(search.firstName, 100);
  const last = text(search.lastName, 100);
  const email = text(search.emailAddress, 250);
  if (first) out.firstName = first.ok;
  if (last) out.lastName = last.ok;
  if (email) out.emailAddress = email.ok;
  const role = Number(search.userRoleId);
  if ((LISTED_ROLES as readonly number[]).includes(role)) out.userRoleId = role as UsersSearch['userRoleId'];
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) out.page = page;
  const pageSize = Number(search.pageSize);
  if ((TABLE_PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== 10) out.pageSize = pageSize as UsersSearch['pageSize'];
  if ((USER_SORT_FIELDS as readonly unknown[]).includes(search.sortField)) out.sortField = search.sortField as UsersSearch['sortField'];
  if (search.sortOrder === 'asc' || search.sortOrder === 'desc') out.sortOrder = search.sortOrder;
  return out;
}

/** The filters alone, for the export, which takes every matching row. */
export function filtersOf(search: UsersSearch): UsersFilters {
  const { firstName, lastName, emailAddress, userRoleId } = search;
  return { firstName, lastName, emailAddress, userRoleId };
}
