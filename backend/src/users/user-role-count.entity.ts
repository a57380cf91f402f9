import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Live (not deleted) accounts per role, kept by a trigger on users (Migration2026112702UsersAtScale)
 * so the users table's total needs no count over every account. Never written by the portal itself.
 */
@Entity({ tableName: 'user_role_counts' })
export class UserRoleCount {
  @PrimaryKey({ autoincrement: false })
  roleId!: number;

  @Property()
  live!: number;
}
