import { EntityManager, type FilterQuery, type QueryOrderMap } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SessionStatus, TestSession } from './entities/test-session.entity';

/**
 * What other features may read of the sessions delivery keeps: a student's completed attempts (for
 * History) and whether a content package's tests have results (before it may be deleted).
 */
@Injectable()
export class SessionRecords {
  constructor(private readonly em: EntityManager) {}

  /** One page of the user's completed, non-preview sessions with their test versions. */
  completedPage(userId: number, orderBy: QueryOrderMap<TestSession>[], limit: number, offset: number): Promise<[TestSession[], number]> {
    return this.em.findAndCount(TestSession, completedBy(userId), { populate: ['testDetail'], orderBy, limit, offset });
  }

  /** All of them, newest first. */
  completed(userId: number): Promise<TestSession[]> {
    return this.em.find(TestSession, completedBy(userId), { populate: ['testDetail'], orderBy: [{ completedOn: 'desc' }, { id: 'desc' }] });
  }

  countCompleted(userId: number): Promise<number> {
    return this.em.count(TestSession, completedBy(userId));
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
