import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A student's History rows (completed sessions that are not previews), kept by triggers on
 * test_sessions (Migration2026112806000000HistoryCounts) so a page of History needs no count over
 * every session of a student of long standing, and a generation given anew by every change of
 * those rows, under which a page read before is kept. Never written by the portal itself.
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
