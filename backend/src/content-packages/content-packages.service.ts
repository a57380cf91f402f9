import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Fn, CP_TRANSITIONS, CpStatus } from '@portal/shared';
import type { AuthContext } from '../auth/auth-context';
import { inKeyOrder, pageKeys } from '../common/paged-sql';
import { clampToLastPage, pageWindow } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import { isMessageKey, type Lang, type MessageKey, t } from '../i18n/i18n';
import { issueText } from '../qti';
import type { PackageIssue } from '../qti/types';
import { ItemDetail } from '../tests/item-detail.entity';
import { TestCategory } from '../tests/test-category.entity';
import { TestDetail } from '../tests/test-detail.entity';
import { ContentPackage } from './content-package.entity';
import type { CpDataResponseDto, CpItemsPageDto, CpItemsQueryDto, CpPageDto, CpRowDto, CpTestDetailDto, CpUploadDataDto, ProcessLogEntryDto, ProcessLogResponseDto, TestVersionForImportDto } from './content-packages.dto';
import { CpAudit } from './cp-audit.entity';
import { itemsSelect, PACKAGE_COUNT_SQL, packagesSelect } from './cp-query';
import { type StrandGroup, strandGroups, strandPageKeys } from './items-by-strand';
import { statusText } from './review.service';

/** Tests whose item count is kept: far more than staff look at between restarts. */
const KEPT_COUNTS = 10_000;

/** What staff read about packages: the history table, one package's detail, its items and log. */
@Injectable()
export class ContentPackagesService {
  /** item counts of tests whose package has finished importing (oldest first) */
  private readonly itemCounts = new Map<number, number>();
  /** the same tests' strands by name, with their item counts */
  private readonly strandCounts = new Map<number, StrandGroup[]>();

  constructor(private readonly em: EntityManager) {}

  async categories(lang: Lang): Promise<TestVersionForImportDto> {
    const rows = await this.em.find(TestCategory, {}, { orderBy: { sortOrder: 'asc', categoryId: 'asc' } });
    return { testVersion: rows.map((c) => ({ categoryId: c.categoryId, categoryName: categoryName(lang, c) })) };
  }

  /**
   * The Import History table. Without a search the total is the kept count of packages and the
   * keys of a page come from the sort column's index; a search matches anywhere in the file name,
   * description or test name through their trigram indexes.
   */
  async page(query: TableQueryDto, lang: Lang): Promise<CpPageDto> {
    const select = packagesSelect(query.search, query.sortField, query.sortOrder ?? 'desc');
    const conn = this.em.getConnection();
    const [{ total }] = await conn.execute<{ total: string | number }[]>(
      select.searched ? `select count(*) as total from ${select.matches}` : PACKAGE_COUNT_SQL,
      select.searched ? select.params : [],
    );
    const totalCount = Number(total);
    const w = clampToLastPage(pageWindow(query), totalCount);
    const keys = await pageKeys(this.em, select, w, totalCount);
    const rows = keys.length ? await this.em.find(ContentPackage, { id: { $in: keys } }, { populate: ['category', 'uploadedBy'] }) : [];
    const details = await this.testDetailIds(keys);
    return { data: inKeyOrder(keys, rows, (r) => r.id).map((r) => this.row(r, details.get(r.id) ?? null, lang)), page: w.page, totalCount };
  }

  async detail(cpId: number, auth: AuthContext, lang: Lang): Promise<CpDataResponseDto> {
    const cp = await this.find(cpId);
    const [audit, details] = await Promise.all([
      this.em.find(CpAudit, { contentPackage: cp }, { orderBy: { createdOn: 'asc', id: 'asc' } }),
      this.em.find(TestDetail, { contentPackage: cp }, { orderBy: { id: 'asc' } }),
    ]);
    const testDetails: CpTestDetailDto[] = [];
    for (const detail of details) {
      const counts = await this.counts(detail.id);
      testDetails.push({
        testDetailId: detail.id,
        testName: detail.testName,
        testAlias: detail.testAlias,
        testDescription: detail.testDescription ?? null,
        parentTestAlias: detail.parentTestAlias ?? null,
        branchingProfileName: detail.branchingProfileName,
        operationalTestLength: detail.operationalTestLength,
        itemCount: counts.items,
        strandCount: counts.strands,
        qtiVersion: detail.qtiVersion,
      });
    }
    const data: CpUploadDataDto = {
      cpAudit: audit.map((a) => ({
        firstName: a.firstName,
        lastName: a.lastName,
        cpStatus: a.cpStatus,
        statusDescription: statusText(lang, a.cpStatus),
        cpRejectDesc: a.cpRejectDesc ?? null,
        rejectItems: a.rejectItems ?? [],
        createdOn: a.createdOn.toISOString(),
      })),
      cpData: this.row(cp, details[0]?.id ?? null, lang),
      processLog: byFile(cp.processLog ?? [], lang),
      testDetail: testDetails[0] ?? null,
      testDetails,
      actions: this.actions(cp.statusId, auth),
    };
    return { cpUploadData: data };
  }

  /**
   * A page of one test's items. A test's items never change once imported, so its count is kept
   * per process after the first read; the keys of a page come from an index in the sort's order.
   */
  async items(query: CpItemsQueryDto): Promise<CpItemsPageDto> {
    const cp = await this.find(query.cpId);
    const detail = await this.em.findOne(TestDetail, { contentPackage: cp, ...(query.testDetailId ? { id: query.testDetailId } : {}) }, { orderBy: { id: 'asc' } });
    const asked = pageWindow({ ...query, sortOrder: query.sortOrder ?? 'asc' });
    if (!detail) return { data: [], page: 1, totalCount: 0 };
    const totalCount = await this.itemCount(detail.id, cp.statusId);
    const w = clampToLastPage(asked, totalCount);
    const keys =
      query.sortField === 'strandName'
        ? await strandPageKeys(this.em, await this.strandGroups(detail.id, cp.statusId), w)
        : await pageKeys(this.em, itemsSelect(detail.id, query.sortField, w.sortOrder), w, totalCount);
    const rows = keys.length ? await this.em.find(ItemDetail, { id: { $in: keys } }, { populate: ['strand'] }) : [];
    return {
      data: inKeyOrder(keys, rows, (i) => i.id).map((i) => ({
        itemId: i.id,
        uin: i.uin,
        title: i.title,
        strandName: i.strand.strandName,
        calculator: i.calculator,
        interactionTypes: i.interactionTypes,
        testDetailId: detail.id,
        strandDetailId: i.strand.id,
      })),
      page: w.page,
      totalCount,
    };
  }

  /** Items are written only while a package imports: the counts of a settled package's test are final. */
  private itemCount(testDetailId: number, status: CpStatus): Promise<number> {
    return this.kept(this.itemCounts, testDetailId, status, async () => (await this.counts(testDetailId)).items);
  }

  private strandGroups(testDetailId: number, status: CpStatus): Promise<StrandGroup[]> {
    return this.kept(this.strandCounts, testDetailId, status, () => strandGroups(this.em, testDetailId));
  }

  private async kept<T>(memo: Map<number, T>, testDetailId: number, status: CpStatus, read: () => Promise<T>): Promise<T> {
    const known = memo.get(testDetailId);
    if (known !== undefined) return known;
    const value = await read();
    if (status !== CpStatus.Importing) {
      memo.set(testDetailId, value);
      if (memo.size > KEPT_COUNTS) memo.delete(memo.keys().next().value!);
    }
    return value;
  }

  async processLog(cpId: number, lang: Lang): Promise<ProcessLogResponseDto> {
    const cp = await this.find(cpId);
    return { fileName: cp.fileName, statusId: cp.statusId, processLog: byFile(cp.processLog ?? [], lang) };
  }

  async find(cpId: number): Promise<ContentPackage> {
    const cp = await this.em.findOne(ContentPackage, cpId, { populate: ['category', 'uploadedBy'] });
    if (!cp) throw new NotFoundException('cp.notFound');
    return cp;
  }

  /** The actions the status table and the caller's functions allow now (the UI shows these). */
  private actions(status: CpStatus, auth: AuthContext): CpUploadDataDto['actions'] {
    const can = (fn: Fn) => auth.acl[String(fn)] === 'W';
    const actions: CpUploadDataDto['actions'] = [];
    if (CP_TRANSITIONS.approve.from(status) && can(CP_TRANSITIONS.approve.fn)) actions.push('approve');
    if (CP_TRANSITIONS.reject.from(status) && can(CP_TRANSITIONS.reject.fn)) actions.push('reject');
    if (CP_TRANSITIONS.publish.from(status) && can(CP_TRANSITIONS.publish.fn)) actions.push('publish');
    if (CP_TRANSITIONS.delete.from(status) && can(CP_TRANSITIONS.delete.fn)) actions.push('delete');
    if (status > 3 && status !== CpStatus.Rejected) actions.push('preview');
    if (status !== CpStatus.Importing) actions.push('export');
    return actions;
  }

  private row(cp: ContentPackage, testDetailId: number | null, lang: Lang): CpRowDto {
    return {
      id: cp.id,
      fileName: cp.fileName,
      createdOn: cp.createdOn.toISOString(),
      testDescription: cp.testDescription,
      testName: cp.testName ?? null,
      testAlias: cp.testAlias ?? null,
      testDetailId,
      cbVersion: cp.cbVersion ?? null,
      uploadedBy: cp.uploadedBy ? `${cp.uploadedBy.firstName} ${cp.uploadedBy.lastName}` : null,
      cpTestCategory: { categoryId: cp.category.categoryId, categoryName: categoryName(lang, cp.category) },
      cpStatusDetail: { statusId: cp.statusId, statusDescription: statusText(lang, cp.statusId) },
    };
  }

  private async testDetailIds(cpIds: number[]): Promise<Map<number, number>> {
    if (!cpIds.length) return new Map();
    const rows = await this.em.find(TestDetail, { contentPackage: { $in: cpIds } }, { fields: ['id', 'contentPackage'], orderBy: { id: 'desc' } });
    // a package of several tests is named by its first
    return new Map(rows.map((d) => [d.contentPackage.id, d.id]));
  }

  private async counts(testDetailId: number): Promise<{ items: number; strands: number }> {
    const [row] = await this.em.getConnection().execute<{ items: string; strands: string }[]>(
      'select count(*) as items, count(distinct strand_id) as strands from item_details where test_detail_id = ?',
      [testDetailId],
    );
    return { items: Number(row?.items ?? 0), strands: Number(row?.strands ?? 0) };
  }
}

function categoryName(lang: Lang, c: TestCategory): string {
  const key = `category.${c.categoryId}.name`;
  return isMessageKey(key) ? t(lang, key as MessageKey) : c.categoryName;
}

/** The process log as the spec's lists keyed by file name, in the caller's language. */
function byFile(issues: PackageIssue[], lang: Lang): Record<string, ProcessLogEntryDto[]> {
  const out: Record<string, ProcessLogEntryDto[]> = {};
  for (const issue of issues) {
    (out[issue.file] ??= []).push({ ...(issue.line ? { line: issue.line } : {}), code: issue.code, message: issueText(issue, lang) });
  }
  return out;
}
