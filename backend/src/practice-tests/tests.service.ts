import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Fn, CpStatus } from '@portal/shared';
import type { AuthContext } from '../http/auth-context';
import { TestDetail } from './test-detail.entity';
import { publishedCounts, publishedTestsIn, publishedTestsOfStrands } from './tests.queries';
import type { AllTestsQueryDto, AllTestsResponseDto, TestEntryDto } from './tests.dto';

/** The category of the PAA's sample tests (spec 9). */
const PAA_CATEGORY = 5;

export interface StrandTest {
  testDetailId: number;
  testName: string;
  categoryId: number;
}

/** A student's latest attempt of a test in a mode, and the version of the test it is on. */
export interface Attempt {
  sessionId: number;
  testDetailId: number;
  testName: string;
}

/** Delivery keeps the attempts and imports this feature, so it registers the reader here (a module cycle otherwise). */
export type AttemptsReader = (em: EntityManager, userId: number, aliases: string[], paaId: number | null) => Promise<Map<string, Attempt>>;

/** Whether a PAA is the student's own; registered by the PAA feature, which imports this one. */
export type PaaOwnerCheck = (userId: number, paaId: number) => Promise<boolean>;

/** What the readers of tests need of the package a test came in: its status and where its files are. */
export interface TestPackage {
  statusId: number;
  storageKey: string;
}

/** Reads a package's status and storage key (null: no such package); registered by the content-packages feature, which imports this one. */
export type PackageReader = (cpId: number) => Promise<TestPackage | null>;

/** The name of the version an attempt in progress is on, when a newer version has been published since. */
const earlierVersion = (attempt: Attempt | undefined, testDetailId: number): string | null =>
  attempt && attempt.testDetailId !== testDetailId ? attempt.testName : null;

/** Which tests a category offers: the published version of each test, or one package's for a preview. */
@Injectable()
export class TestsService {
  private attempts?: AttemptsReader;
  private paaOwner?: PaaOwnerCheck;
  private packages?: PackageReader;

  constructor(private readonly em: EntityManager) {}

  async allTests(query: AllTestsQueryDto, auth: AuthContext): Promise<AllTestsResponseDto> {
    const details = query.cpId
      ? await this.preview(query, auth)
      : await this.em.find(TestDetail, { category: query.categoryId, publishedOn: { $ne: null } }, { orderBy: { testName: 'asc', id: 'asc' } });
    if (query.paaId) await this.ownPaa(auth.userId, query.paaId);
    const sessions = await this.sessionsOf(
      auth.userId,
      details.map((d) => d.testAlias),
      query.paaId ?? null,
    );
    const { first_name: firstName, last_name: lastName } = auth.columns as { first_name: string; last_name: string };
    return {
      userId: auth.userId,
      testData: details.map((d): TestEntryDto => ({
        testDetailId: d.id,
        testName: d.testName,
        testDescription: d.testDescription ?? null,
        testAlias: d.testAlias,
        parentTestAlias: d.parentTestAlias ?? null,
        categoryId: d.category.categoryId,
        bpId: d.id,
        branchingProfileId: d.id,
        branchingProfileName: d.branchingProfileName,
        operationalTestLength: d.operationalTestLength,
        firstName,
        lastName,
        pendingLAYGSessionId: sessions.get(`${d.testAlias}:pending:1`)?.sessionId ?? null,
        pendingSAMPSessionId: sessions.get(`${d.testAlias}:pending:2`)?.sessionId ?? null,
        pendingLAYGVersionName: earlierVersion(sessions.get(`${d.testAlias}:pending:1`), d.id),
        pendingSAMPVersionName: earlierVersion(sessions.get(`${d.testAlias}:pending:2`), d.id),
        completedLAYGSessionId: sessions.get(`${d.testAlias}:completed:1`)?.sessionId ?? null,
        studentIdPK: auth.userId,
      })),
    };
  }

  /** Keyed `alias:pending|completed:mode`, as delivery's registered reader gives them. */
  async sessionsOf(userId: number, aliases: string[], paaId: number | null, em: EntityManager = this.em): Promise<Map<string, Attempt>> {
    if (aliases.length === 0) return new Map();
    if (!this.attempts) throw new Error('no attempts reader registered: the delivery module registers it at start-up');
    return this.attempts(em, userId, aliases, paaId);
  }

  /** Registered once at start-up by the feature that keeps the attempts (delivery). */
  readAttemptsWith(reader: AttemptsReader): void {
    this.attempts = reader;
  }

  /** Registered once at start-up by the feature that keeps the PAAs. */
  checkPaaOwnerWith(check: PaaOwnerCheck): void {
    this.paaOwner = check;
  }

  /** Registered once at start-up by the feature that keeps the packages. */
  readPackagesWith(reader: PackageReader): void {
    this.packages = reader;
  }

  /** The package a test came in (`TestDetail.contentPackageId`): its status and where its files are; null when there is none. */
  packageOf(cpId: number): Promise<TestPackage | null> {
    if (!this.packages) throw new Error('no package reader registered: the content-packages module registers it at start-up');
    return this.packages(cpId);
  }

  /**
   * The published practice tests holding each strand name (not the PAA's samples, which are practice
   * for the activity), by name, in test-name order: where "practise this skill" leads.
   */
  async testsOfStrands(strandNames: string[]): Promise<Map<string, StrandTest[]>> {
    const result = new Map<string, StrandTest[]>();
    if (strandNames.length === 0) return result;
    const rows = await publishedTestsOfStrands(this.em, strandNames, PAA_CATEGORY);
    for (const r of rows) {
      const list = result.get(r.strand_name) ?? [];
      list.push({ testDetailId: Number(r.id), testName: r.test_name, categoryId: Number(r.category_id) });
      result.set(r.strand_name, list);
    }
    return result;
  }

  /** The published tests of one category, by name: `em` is the transaction's when called inside one. */
  async publishedIn(categoryId: number, em: EntityManager = this.em): Promise<{ id: number; test_name: string; test_alias: string }[]> {
    return publishedTestsIn(em, categoryId);
  }

  /** Published tests per category, for the counts on the category tiles. */
  async countsByCategory(): Promise<Map<number, number>> {
    const rows = await publishedCounts(this.em);
    return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
  }

  /**
   * What launching a test version checks: whether it is published, its category, and whether staff
   * may preview its package (statuses above 3 except rejected); null when there is no such version.
   */
  async launchable(testDetailId: number): Promise<{ published: boolean; categoryId: number; previewable: boolean } | null> {
    const row = await this.em
      .createQueryBuilder(TestDetail, 'd')
      .select(['d.published_on', 'd.category_id', 'd.content_package_id'])
      .where({ id: testDetailId })
      .execute<{ published_on: Date | null; category_id: number; content_package_id: number } | undefined>('get', false);
    if (!row) return null;
    const cp = await this.packageOf(Number(row.content_package_id));
    return { published: Boolean(row.published_on), categoryId: Number(row.category_id), previewable: cp !== null && previewable(cp.statusId) };
  }

  /** A test version's alias, null when there is no such version: `em` is the transaction's when called inside one. */
  async aliasOf(testDetailId: number, em: EntityManager = this.em): Promise<string | null> {
    const row = await em
      .createQueryBuilder(TestDetail, 'd')
      .select('d.test_alias')
      .where({ id: testDetailId })
      .execute<{ test_alias: string } | undefined>('get', false);
    return row?.test_alias ?? null;
  }

  /** A PAA's sample attempts are its student's alone. */
  private async ownPaa(userId: number, paaId: number): Promise<void> {
    if (!this.paaOwner) throw new Error('no PAA owner check registered: the PAA module registers it at start-up');
    if (!(await this.paaOwner(userId, paaId))) throw new NotFoundException('paa.notFound');
  }

  /** Staff may preview a package's test before publication (statuses above 3 except rejected). */
  private async preview(query: AllTestsQueryDto, auth: AuthContext): Promise<TestDetail[]> {
    if (auth.acl[String(Fn.Imports)] !== 'W') throw new ForbiddenException('auth.forbidden');
    const cp = query.cpId ? await this.packageOf(query.cpId) : null;
    if (!cp || !previewable(cp.statusId)) return [];
    return this.em.find(TestDetail, { contentPackageId: query.cpId, ...(query.testDetailId ? { id: query.testDetailId } : {}) });
  }
}

/** Staff may preview a package's test once it has been imported and not rejected. */
function previewable(statusId: number): boolean {
  return statusId > 3 && statusId !== CpStatus.Rejected;
}
