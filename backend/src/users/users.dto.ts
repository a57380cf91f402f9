import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { RoleId } from '@portal/shared';
import { Paged, type PagingContract } from '../common/table-query.dto';

/** The spec's table sizes (10 by default); the messages are part of getUsers' contract. */
export const USERS_PAGING = {
  sizes: [10, 25, 50, 100, 250],
  defaultSize: 10,
  messages: { page: 'users.pageInvalid', pageSize: 'users.pageSizeInvalid' },
} as const satisfies PagingContract;
export const USER_SORT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'roleName', 'createdOn', 'lastLogin'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The spec's search fields of the users table; each text filter matches from the start, ignoring case. */
export class UsersFilterDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  lastName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(250, { message: 'validation.maxLength' })
  emailAddress?: string;

  /** 2 student, 3 content admin, 4 reviewer, 5 publisher */
  @IsOptional()
  @Type(() => Number)
  @IsIn([RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher], { message: 'users.roleUnknown' })
  userRoleId?: number;

  /** a column of the table; createdOn when absent */
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, { message: 'users.sortUnknown' })
  sortField?: UserSortField;

  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortOrder?: 'asc' | 'desc';
}

/** getUsers: the filters and a page of the users table, refused in the users table's own words. */
export class GetUsersDto extends Paged(USERS_PAGING, UsersFilterDto) {}

export class ExportUsersDto extends UsersFilterDto {}

export class RoleMasterDto {
  roleId!: number;
  /** in the caller's language */
  roleName!: string;
}

/** A row of the users table (the spec's user row). */
export class UserRowDto {
  userId!: number;
  firstName!: string;
  lastName!: string;
  emailAddress!: string;
  roleMaster!: RoleMasterDto;
  /** ISO 8601 */
  createdOn!: string;
  /** ISO 8601, or null before the first sign-in */
  lastLogin!: string | null;
}

export class UsersPageDto {
  data!: UserRowDto[];
  /** the page answered, which is the last one when the one asked for is past it */
  page!: number;
  pageSize!: number;
  totalCount!: number;
  /** the same rows as data, under the spec's other name */
  usersList!: UserRowDto[];
  /** the same number as totalCount, under the spec's other name */
  totalRows!: number;
}

export class DeleteUserDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'invite.emailRequired' })
  @IsEmail({}, { message: 'invite.emailInvalid' })
  @MaxLength(250, { message: 'validation.maxLength' })
  emailAddress!: string;
}

export class DeleteUserResponseDto {
  result!: 'success';
  message!: string;
}

export class ExportUsersResponseDto {
  status!: 'SUCCESS' | 'FAILED';
  message?: string;
  FILE_NAME?: string;
  /** a GET that only staff with function 3 can download */
  FILE_URL?: string;
  /** how many users the file lists */
  rowCount?: number;
}
