import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** What a notification is about; each kind can be switched off by its recipient. */
export const NOTIFICATION_KINDS = ['importSucceeded', 'importFailed', 'awaitingReview', 'approved', 'rejected', 'published'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One entry of a user's in-app list. The text is rendered when read, from the kind and the facts
 * kept here, so it follows the reader's language.
 */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'readOn'] })
export class Notification {
  [OptionalProps]?: 'createdOn';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ length: 30 })
  kind!: NotificationKind;

  /** the package it is about; a plain id, as the package may be deleted while the entry stays */
  @Property({ type: 'integer', nullable: true })
  contentPackageId?: number | null;

  @Property({ type: 'json' })
  params!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readOn?: Date | null;
}

/** A kind of notification a user has switched off, for mail and list alike. */
@Entity({ tableName: 'notification_opt_outs' })
export class NotificationOptOut {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ length: 30 })
  kind!: NotificationKind;
}
