import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Role } from '../acl/role.entity';
import { User } from '../users/user.entity';

export enum TokenKind {
  Invite = 'invite',
  Reset = 'reset',
}

/** An invite or password-reset link: random, stored hashed, single use, expiring. */
@Entity({ tableName: 'account_tokens' })
export class AccountToken {
  @PrimaryKey()
  id!: number;

  @Enum({ items: () => TokenKind, nativeEnumName: 'account_token_kind' })
  kind!: TokenKind;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ length: 250 })
  @Index()
  email!: string;

  /** The role an invite grants; empty for a reset. */
  @ManyToOne(() => Role, { nullable: true })
  role?: Role | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user?: User | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Property({ length: 5 })
  language: string = 'en';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
