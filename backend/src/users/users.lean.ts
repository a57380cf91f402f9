import { Fn, RoleId } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import { acceptWellFormed } from '../common/validation';
import { MAX_PAGE } from '../common/table-query.dto';
import { GetUsersDto, USER_SORT_FIELDS, USERS_PAGING } from './users.dto';
import type { UsersPageService } from './users-page.service';

const text = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max && v === v.trim();
const oneOf = (values: readonly unknown[]) => (v: unknown) => values.includes(v);

const FIELDS: Record<string, (v: unknown) => boolean> = {
  firstName: text(100),
  lastName: text(100),
  emailAddress: text(250),
  userRoleId: oneOf([RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher]),
  sortField: oneOf(USER_SORT_FIELDS),
  sortOrder: oneOf(['asc', 'desc']),
  page: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_PAGE,
  pageSize: oneOf(USERS_PAGING.sizes),
};

// Stricter than the DTO's decorators (trimmed texts, numbers as numbers), never looser.
acceptWellFormed(GetUsersDto, (body) => Object.entries(body).every(([key, value]) => Object.hasOwn(FIELDS, key) && FIELDS[key](value)));

/** getUsers (UsersAdminController.getUsers) without the framework's pipeline: staff page through it at every keystroke. */
export const leanGetUsers = (users: UsersPageService): LeanRoute => ({
  url: '/api/getUsers',
  dto: GetUsersDto,
  fn: Fn.Users,
  handle: (body, _auth, req) => users.page(body as GetUsersDto, req.lang),
});
