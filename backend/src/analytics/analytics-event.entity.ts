import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** First-party page views and the spec's analytics events; nothing leaves the portal. */
@Entity({ tableName: 'analytics_events' })
export class AnalyticsEvent {
  @PrimaryKey()
  id!: number;

  @Property({ length: 50 })
  @Index()
  type!: string;

  @Property({ length: 500, nullable: true })
  path?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'json', nullable: true })
  detail?: Record<string, unknown> | null;

  @Property({ type: 'datetime' })
  @Index()
  createdAt: Date = new Date();
}
