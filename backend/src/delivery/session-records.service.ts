import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PageWindow } from '../common/table-query';
import { type Attempt, TestsService } from '../practice-tests/tests.service';
import { chartPoints, completedAll, completedPage, completedState, type CompletedSessionRow, type ChartPointRow } from './completed-sessions.queries';
import { SessionStatus, TestSession } from './entities/test-session.entity';
import { latestAttempts } from './sessions.queries';

// What History reads through this service, in the form the driver gives it.
export { CHART_MAX_POINTS, type ChartPointRow, type CompletedSessionRow } from './completed-sessions.queries';

/** A student's History rows: how many, and the generation of what a page of them shows. */
export interface CompletedState {
  total: number;
  generation: string;
}

/** What other features may read of delivery's sessions: History, whether a package has results, the tests' attempts. */
@Injectable()
export class SessionRecords implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
  ) {}

  onModuleInit(): void {
    this.tests.readAttemptsWith((em, userId, aliases, paaId) => this.latestAttempts(em, userId, aliases, paaId));
  }

  /** Keyed `alias:pending|completed:mode`; see `latestAttempts` in sessions.queries.ts. */
  private async latestAttempts(em: EntityManager, userId: number, aliases: string[], paaId: number | null): Promise<Map<string, Attempt>> {
    const rows = await latestAttempts(em, userId, aliases, paaId);
    const result = new Map<string, Attempt>();
    for (const r of rows) {
      const key = `${r.test_alias}:${Number(r.status) === SessionStatus.Pending ? 'pending' : 'completed'}:${r.mode}`;
      result.set(key, { sessionId: Number(r.id), testDetailId: Number(r.test_detail_id), testName: r.test_name });
    }
    return result;
  }

  /**
   * Rows of the driver, no entities: a page is read to be sent. Keys come from a partial index per sort, so a
   * page costs the same however many sessions exist; `total` is `completedState`'s.
   */
  completedPage(userId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<CompletedSessionRow[]> {
    return completedPage(this.em, userId, sortField, window, total);
  }

  /** All of them, newest first. */
  completed(userId: number): Promise<CompletedSessionRow[]> {
    return completedAll(this.em, userId);
  }

  /** The count of the user's completed sessions and their generation, as the database keeps them (see COMPLETED_STATE_SQL). */
  async completedState(userId: number): Promise<CompletedState> {
    const row = await completedState(this.em, userId);
    return { total: Number(row.total), generation: String(row.generation) };
  }

  /**
   * The scored ones outside a PAA as the History chart's points: per category, oldest first, at
   * most CHART_MAX_POINTS runs of consecutive results, grouped by the database.
   */
  chartPoints(userId: number): Promise<ChartPointRow[]> {
    return chartPoints(this.em, userId);
  }

  /** Whether a student (not a preview) has a session of the package's tests, read in the caller's transaction. */
  async packageHasResults(em: EntityManager, contentPackageId: number): Promise<boolean> {
    return (await em.count(TestSession, { testDetail: { contentPackageId }, preview: false })) > 0;
  }
}
