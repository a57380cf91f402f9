import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Kept by triggers (Migration2026112806000000HistoryCounts) so History pages need no count, and its generation
 * keys the page cache. Never written by the portal itself.
 */
@Entity({ tableName: 'completed_session_counts' })
export class CompletedSessionCount {
  @PrimaryKey({ autoincrement: false })
  userId!: number;

  @Property()
  n!: number;

  @Property({ columnType: 'bigint' })
  generation!: string;
}
