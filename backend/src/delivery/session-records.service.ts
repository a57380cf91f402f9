import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { pageRows } from '../common/paged-sql';
import type { PageWindow } from '../common/table-query';
import {
  COMPLETED_ALL_SQL,
  COMPLETED_COUNT_SQL,
  COMPLETED_ROWS,
  type CompletedSessionRow,
  completedSelect,
  SCORED_PRACTICE_SQL,
  type ScoredPracticeRow,
} from './completed-sessions-query';
import { TestSession } from './entities/test-session.entity';

// What History reads through this service, in the form the driver gives it.
export { COMPLETED_COUNT_COMPANION, type CompletedSessionRow, type ScoredPracticeRow } from './completed-sessions-query';

/**
 * What other features may read of the sessions delivery keeps: a student's completed attempts (for
 * History) and whether a content package's tests have results (before it may be deleted).
 */
@Injectable()
export class SessionRecords {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the user's completed, non-preview sessions with their tests' names, in a sort of
   * History, as rows of the driver (no entity is built: a page is read to be sent). The page's keys
   * are read from a partial index of the user's completed sessions (one per sort), so a student's
   * page costs the same among a hundred thousand sessions as among ten; only the shown rows are
   * fetched, in the same statement. `total` is `countCompleted`'s answer.
   */
  completedPage(userId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<CompletedSessionRow[]> {
    return pageRows(this.em, completedSelect(userId, sortField, window.sortOrder), window, total, COMPLETED_ROWS);
  }

  /** All of them, newest first. */
  completed(userId: number): Promise<CompletedSessionRow[]> {
    return this.em.getConnection().execute<CompletedSessionRow[]>(COMPLETED_ALL_SQL, [userId]);
  }

  /** Read from the partial index of the user's completed sessions. */
  async countCompleted(userId: number): Promise<number> {
    const [{ total }] = await this.em.getConnection().execute<{ total: number | string }[]>(COMPLETED_COUNT_SQL, [userId]);
    return Number(total);
  }

  /**
   * The scored ones outside a PAA, oldest first, with their tests' names and categories: a row of
   * the driver each, since a student of long standing has thousands of them.
   */
  scoredPractice(userId: number): Promise<ScoredPracticeRow[]> {
    return this.em.getConnection().execute<ScoredPracticeRow[]>(SCORED_PRACTICE_SQL, [userId]);
  }

  /** Whether a student (not a preview) has a session of the package's tests, read in the caller's transaction. */
  async packageHasResults(em: EntityManager, contentPackageId: number): Promise<boolean> {
    return (await em.count(TestSession, { testDetail: { contentPackage: contentPackageId }, preview: false })) > 0;
  }
}
