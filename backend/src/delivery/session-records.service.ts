import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { inKeyOrder, pageKeys } from '../common/paged-sql';
import type { PageWindow } from '../common/table-query';
import { COMPLETED_COUNT_SQL, completedSelect } from './completed-sessions-query';
import { SessionStatus, TestSession } from './entities/test-session.entity';

/**
 * What other features may read of the sessions delivery keeps: a student's completed attempts (for
 * History) and whether a content package's tests have results (before it may be deleted).
 */
@Injectable()
export class SessionRecords {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the user's completed, non-preview sessions with their test versions, in a sort of
   * History. The page's keys are read from a partial index of the user's completed sessions (one
   * per sort), so a student's page costs the same among a hundred thousand sessions as among ten;
   * only the shown rows are fetched. `total` is `countCompleted`'s answer.
   */
  async completedPage(userId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<TestSession[]> {
    const keys = await pageKeys(this.em, completedSelect(userId, sortField, window.sortOrder), window, total);
    const rows = keys.length ? await this.em.find(TestSession, { id: { $in: keys } }, { populate: ['testDetail'] }) : [];
    return inKeyOrder(keys, rows, (r) => r.id);
  }

  /** All of them, newest first. */
  completed(userId: number): Promise<TestSession[]> {
    return this.em.find(TestSession, completedBy(userId), { populate: ['testDetail'], orderBy: [{ completedOn: 'desc' }, { id: 'desc' }] });
  }

  /** Read from the partial index of the user's completed sessions. */
  async countCompleted(userId: number): Promise<number> {
    const [{ total }] = await this.em.getConnection().execute<{ total: number | string }[]>(COMPLETED_COUNT_SQL, [userId]);
    return Number(total);
  }

  /** The scored ones outside a PAA, oldest first, with their tests' categories. */
  scoredPractice(userId: number): Promise<TestSession[]> {
    return this.em.find(
      TestSession,
      { ...completedBy(userId), percent: { $ne: null }, paa: null },
      { populate: ['testDetail', 'testDetail.category'], orderBy: [{ completedOn: 'asc' }, { id: 'asc' }] },
    );
  }

  /** Whether a student (not a preview) has a session of the package's tests, read in the caller's transaction. */
  async packageHasResults(em: EntityManager, contentPackageId: number): Promise<boolean> {
    return (await em.count(TestSession, { testDetail: { contentPackage: contentPackageId }, preview: false })) > 0;
  }
}

function completedBy(userId: number) {
  return { user: userId, status: SessionStatus.Completed, preview: false } satisfies FilterQuery<TestSession>;
}
