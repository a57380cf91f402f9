import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Role } from '../acl/role.entity';

const LIVE = 'where "deleted_on" is null';

const LISTED = 'include ("id", "first_name", "last_name", "email", "role_id", "created_on", "last_login")';

// The staff users table: case-insensitive prefix filters, covering the listed columns, and an
// index per sort order (see Migration2026112702UsersAtScale).
@Entity({ tableName: 'users' })
@Index({
  name: 'users_first_name_prefix_index',
  expression: `create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops) ${LISTED} ${LIVE}`,
})
@Index({
  name: 'users_last_name_prefix_index',
  expression: `create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops) ${LISTED} ${LIVE}`,
})
@Index({ name: 'users_email_prefix_index', expression: `create index "users_email_prefix_index" on "users" ("email" text_pattern_ops) ${LISTED} ${LIVE}` })
@Index({ name: 'users_first_name_order_index', expression: `create index "users_first_name_order_index" on "users" (lower("first_name"), "id") ${LIVE}` })
@Index({ name: 'users_last_name_order_index', expression: `create index "users_last_name_order_index" on "users" (lower("last_name"), "id") ${LIVE}` })
@Index({ name: 'users_email_order_index', expression: `create index "users_email_order_index" on "users" ("email", "id") ${LIVE}` })
@Index({ name: 'users_last_login_order_index', expression: `create index "users_last_login_order_index" on "users" ("last_login" nulls first, "id") ${LIVE}` })
@Index({ name: 'users_created_on_index', expression: `create index "users_created_on_index" on "users" ("created_on", "id") ${LIVE}` })
@Index({ name: 'users_role_created_on_index', expression: `create index "users_role_created_on_index" on "users" ("role_id", "created_on", "id") ${LIVE}` })
export class User {
  @PrimaryKey()
  id!: number;

  /** Stored lower-cased; the spec calls it userName and emailAddress. */
  @Property({ length: 250, unique: true })
  email!: string;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @ManyToOne(() => Role)
  @Index()
  role!: Role;

  @Property({ length: 5 })
  language: string = 'en';

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;

  /** Set when staff delete the account: the row stays, anonymised, so past results still count. */
  @Property({ type: 'datetime', nullable: true })
  deletedOn?: Date | null;
}
