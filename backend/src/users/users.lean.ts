import { Fn, RoleId } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import { acceptWellFormed } from '../common/validation';
import { GetUsersDto, USER_PAGE_SIZES, USER_SORT_FIELDS } from './users.dto';
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
  page: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1_000_000,
  pageSize: oneOf(USER_PAGE_SIZES),
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
