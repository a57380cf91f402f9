import { BigIntType, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { PaaSession } from '../../paa/paa-session.entity';
import { TestDetail } from '../../practice-tests/test-detail.entity';
import { User } from '../../users/user.entity';

export enum SessionStatus {
  Pending = 1,
  Completed = 2,
  Expired = 3,
}

export enum DeliveryMode {
  LearnAsYouGo = 1,
  PracticeTest = 2,
}

/** A strand's share of a submitted session's score. */
export interface StrandResult {
  strandName: string;
  score: number;
  maxScore: number;
  percent: number;
  /** points of self-rated items (an essay's self-score) are part of score and maxScore */
  selfRatedMaxScore?: number;
}

/** History's rows: completed sessions (status 2) that are not staff previews. */
const COMPLETED_ROWS = 'where "status" = 2 and not "preview"';

/**
 * One attempt of one student on one version of a test in one mode. The seed and the final items'
 * outcomes decide the route, so a resumed session sees the same items in the same order.
 */
@Entity({ tableName: 'test_sessions' })
@Index({ properties: ['user', 'status', 'completedOn'] })
// History: a student's completed sessions, one index per sort, holding the order and the id
// (Migration2026112705000000TablesAtScale; the where clause is the one completed-sessions.queries.ts writes).
@Index({
  name: 'test_sessions_history_completed_index',
  expression: `create index "test_sessions_history_completed_index" on "test_sessions" ("user_id", "completed_on", "id") ${COMPLETED_ROWS}`,
})
@Index({
  name: 'test_sessions_history_score_index',
  expression: `create index "test_sessions_history_score_index" on "test_sessions" ("user_id", "percent", "completed_on", "id") ${COMPLETED_ROWS}`,
})
@Index({
  name: 'test_sessions_history_mode_index',
  expression: `create index "test_sessions_history_mode_index" on "test_sessions" ("user_id", "mode", "completed_on", "id") ${COMPLETED_ROWS}`,
})
// Starting twice (double click, two tabs) finds the pending session instead of making another; a
// PAA's sample attempt is apart from the practice attempt of the same test.
@Unique({
  name: 'test_sessions_one_pending_unique',
  expression:
    'create unique index "test_sessions_one_pending_unique" on "test_sessions" ("user_id", "test_alias", "mode", coalesce("paa_id", 0)) where "status" = 1 and not "preview"',
})
export class TestSession {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade', index: true })
  testDetail!: TestDetail;

  @Property({ length: 200 })
  testAlias!: string;

  /** 1 Learn As You Go, 2 Practice Test */
  @Property({ type: 'smallint' })
  mode!: DeliveryMode;

  @Property()
  preview: boolean = false;

  /**
   * The PAA whose sample test this attempt is. Deleting the PAA deletes it: set to null it would
   * turn into a practice attempt, with a score in History and a place in the practice lists.
   */
  @ManyToOne(() => PaaSession, { nullable: true, deleteRule: 'cascade', index: true })
  paa?: PaaSession | null;

  /** 1 pending, 2 completed, 3 expired */
  @Property({ type: 'smallint' })
  status: SessionStatus = SessionStatus.Pending;

  /** the route engine's random seed (unsigned 32-bit) */
  @Property({ type: new BigIntType('number') })
  seed!: number;

  /** 0-based index in the route of the item the student last opened */
  @Property()
  currentPosition: number = 0;

  @Property({ type: 'datetime' })
  startedOn!: Date;

  /** a pending session can no longer be resumed from this moment */
  @Property({ type: 'datetime' })
  expiresOn!: Date;

  @Property({ type: 'datetime', nullable: true })
  completedOn?: Date | null;

  @Property({ type: 'double', nullable: true })
  score?: number | null;

  @Property({ type: 'double', nullable: true })
  maxScore?: number | null;

  /** round(100 × score / maxScore) over the machine-scored items, after submit */
  @Property({ type: 'smallint', nullable: true })
  percent?: number | null;

  @Property({ type: 'json', nullable: true })
  strandResults?: StrandResult[] | null;

  /** an adaptive test's practice scaled score (its first adaptive section with a declared scale), after submit */
  @Property({ type: 'smallint', nullable: true })
  scaledScore?: number | null;

  /** raised by every change of the route (check, next, submit), so concurrent changes serialise */
  @Property()
  version: number = 1;
}
