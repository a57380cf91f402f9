import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A server-side login session; the cookie holds the random id, the table only its HMAC. */
@Entity({ tableName: 'user_sessions' })
export class UserSession {
  @PrimaryKey({ length: 64 })
  idHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  /** Milliseconds since the epoch, as the client echoes it in X-Login-Time. */
  @Property({ length: 20 })
  loginTime!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;
}
