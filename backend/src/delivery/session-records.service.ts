import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { pageRows } from '../database/paged-sql';
import { preparedFor } from '../database/prepared';
import type { PageWindow } from '../common/table-query';
import { TestsService } from '../practice-tests/tests.service';
import {
  COMPLETED_ALL_SQL,
  COMPLETED_STATE_SQL,
  COMPLETED_ROWS,
  type CompletedSessionRow,
  completedSelect,
  CHART_POINTS_SQL,
  type ChartPointRow,
} from './completed-sessions-query';
import { DeliveryMode, SessionStatus, TestSession } from './entities/test-session.entity';

// What History reads through this service, in the form the driver gives it.
export { CHART_MAX_POINTS, type ChartPointRow, type CompletedSessionRow } from './completed-sessions-query';

/** A student's History rows: how many, and the generation of what a page of them shows. */
export interface CompletedState {
  total: number;
  generation: string;
}

/**
 * What other features may read of the sessions delivery keeps: a student's completed attempts (for
 * History), whether a content package's tests have results (before it may be deleted), and the
 * attempts the test lists show (registered with the tests feature at start-up).
 */
@Injectable()
export class SessionRecords implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
  ) {}

  onModuleInit(): void {
    this.tests.readAttemptsWith((em, userId, aliases, paaId) => this.latestAttempts(em, userId, aliases, paaId));
  }

  /**
   * The student's pending (not expired) session per test and mode, and the latest completed Learn As
   * You Go one, keyed `alias:pending|completed:mode`. Previews are never a student's attempt. With a
   * PAA id, only that PAA's sample attempts; without, only practice attempts.
   */
  private async latestAttempts(em: EntityManager, userId: number, aliases: string[], paaId: number | null): Promise<Map<string, number>> {
    const rows = await em.getConnection().execute<{ id: number; test_alias: string; mode: number; status: number }[]>(
      `select distinct on (test_alias, mode, status) id, test_alias, mode, status from test_sessions
       where user_id = ? and test_alias in (${aliases.map(() => '?').join(', ')}) and not preview and coalesce(paa_id, 0) = ?
         and ((status = ${SessionStatus.Pending} and expires_on > now()) or (status = ${SessionStatus.Completed} and mode = ${DeliveryMode.LearnAsYouGo}))
       order by test_alias, mode, status, completed_on desc nulls last, id desc`,
      [userId, ...aliases, paaId ?? 0],
      'all',
      em.getTransactionContext(),
    );
    const result = new Map<string, number>();
    for (const r of rows) result.set(`${r.test_alias}:${Number(r.status) === SessionStatus.Pending ? 'pending' : 'completed'}:${r.mode}`, Number(r.id));
    return result;
  }

  /**
   * One page of the user's completed, non-preview sessions with their tests' names, in a sort of
   * History, as rows of the driver (no entity is built: a page is read to be sent). The page's keys
   * are read from a partial index of the user's completed sessions (one per sort), so a student's
   * page costs the same among a hundred thousand sessions as among ten; only the shown rows are
   * fetched, in the same statement. `total` is `completedState`'s.
   */
  completedPage(userId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<CompletedSessionRow[]> {
    return pageRows(this.em, completedSelect(userId, sortField, window.sortOrder), window, total, COMPLETED_ROWS);
  }

  /** All of them, newest first. */
  completed(userId: number): Promise<CompletedSessionRow[]> {
    return this.em.getConnection().execute<CompletedSessionRow[]>(COMPLETED_ALL_SQL, [userId]);
  }

  /** The count of the user's completed sessions and their generation, as the database keeps them (see COMPLETED_STATE_SQL). */
  async completedState(userId: number): Promise<CompletedState> {
    const [row] = await preparedFor(COMPLETED_STATE_SQL).run<{ total: number | string; generation: string }>(this.em, [userId]);
    return { total: Number(row.total), generation: String(row.generation) };
  }

  /**
   * The scored ones outside a PAA as the History chart's points: per category, oldest first, at
   * most CHART_MAX_POINTS runs of consecutive results, grouped by the database.
   */
  chartPoints(userId: number): Promise<ChartPointRow[]> {
    return this.em.getConnection().execute<ChartPointRow[]>(CHART_POINTS_SQL, [userId]);
  }

  /** Whether a student (not a preview) has a session of the package's tests, read in the caller's transaction. */
  async packageHasResults(em: EntityManager, contentPackageId: number): Promise<boolean> {
    return (await em.count(TestSession, { testDetail: { contentPackage: contentPackageId }, preview: false })) > 0;
  }
}
