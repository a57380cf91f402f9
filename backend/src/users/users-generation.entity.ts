import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row whose number a trigger bumps with every statement that changes users (see
 * Migration2026112702UsersAtScale), in that statement's transaction: while it stands, a page of
 * the users table read before is still exact. Never written by the portal itself.
 */
@Entity({ tableName: 'users_generation' })
export class UsersGeneration {
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Property({ type: 'bigint' })
  n!: string;
}
