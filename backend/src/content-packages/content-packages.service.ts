import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Fn, CP_TRANSITIONS, CpStatus } from '@portal/shared';
import type { AuthContext } from '../http/auth-context';
import { GenerationCache } from '../common/generation-cache';
import { clampToLastPage, pageWindow } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import { isMessageKey, type Lang, type MessageKey, t } from '../i18n/i18n';
import { issueText } from '../qti';
import type { PackageIssue } from '../qti/types';
import { TestCategory } from '../practice-tests/test-category.entity';
import { TestDetail } from '../practice-tests/test-detail.entity';
import { TestItemsReader } from '../practice-tests/test-items.service';
import type { TestPackage } from '../practice-tests/tests.service';
import { ContentPackage } from './content-package.entity';
import type {
  CpDataResponseDto,
  CpItemsPageDto,
  CpItemsQueryDto,
  CpPageDto,
  CpRowDto,
  CpTestDetailDto,
  CpUploadDataDto,
  ProcessLogEntryDto,
  ProcessLogResponseDto,
  TestVersionForImportDto,
} from './content-packages.dto';
import { CpAudit } from './cp-audit.entity';
import { countMatches, type CpListRow, packageCount, packagesPage, packagesSelect } from './import-history.queries';
import { type ItemsHeader, itemsHeader, packageFiles } from './packages.queries';
import { statusText } from './review.service';
import { severityOf } from './process-log';

/** Searches whose totals are kept per process: the few staff type, each a number. */
const KEPT_SEARCHES = 500;
/** Pages kept per process: the views staff page through, each a few KiB. */
const KEPT_PAGES = 200;

/** What staff read about packages: the history table, one package's detail, its items and log. */
@Injectable()
export class ContentPackagesService {
  /** the total of a search (by its pattern), and a page (by its query), at the generation they were read at */
  private readonly searchTotals = new GenerationCache<number>(KEPT_SEARCHES);
  private readonly pages = new GenerationCache<CpPageDto>(KEPT_PAGES);

  constructor(
    private readonly em: EntityManager,
    private readonly testItems: TestItemsReader,
  ) {}

  async categories(lang: Lang): Promise<TestVersionForImportDto> {
    const rows = await this.em.find(TestCategory, {}, { orderBy: { sortOrder: 'asc', categoryId: 'asc' } });
    return { testVersion: rows.map((c) => ({ categoryId: c.categoryId, categoryName: categoryName(lang, c) })) };
  }

  /**
   * Search goes through trigram indexes; a page and a search's total are kept until a statement changes the
   * packages, their tests or users (the generation moves).
   */
  async page(query: TableQueryDto, lang: Lang): Promise<CpPageDto> {
    const { total, generation } = await this.packageCount();
    const key = JSON.stringify([
      lang,
      query.search?.trim() ?? '',
      query.sortField ?? null,
      query.sortOrder ?? null,
      query.page ?? null,
      query.pageSize ?? null,
    ]);
    const kept = this.pages.get(key, generation);
    if (kept) return kept;
    const select = packagesSelect(query.search, query.sortField, query.sortOrder ?? 'desc');
    let totalCount = total;
    if (select.searched) {
      const pattern = String(select.params[0]);
      totalCount = this.searchTotals.get(pattern, generation) ?? Number(await countMatches(this.em, select));
      this.searchTotals.set(pattern, generation, totalCount);
    }
    const w = clampToLastPage(pageWindow(query), totalCount);
    const rows = await packagesPage(this.em, select, w, totalCount);
    const page = { data: rows.map((r) => listRow(r, lang)), page: w.page, totalCount };
    this.pages.set(key, generation, page);
    return page;
  }

  private async packageCount(): Promise<{ total: number; generation: string }> {
    const row = await packageCount(this.em);
    return { total: Number(row.total), generation: String(row.generation) };
  }

  async detail(cpId: number, auth: AuthContext, lang: Lang): Promise<CpDataResponseDto> {
    const cp = await this.find(cpId);
    const [audit, details] = await Promise.all([
      this.em.find(CpAudit, { contentPackage: cp }, { orderBy: { createdOn: 'asc', id: 'asc' } }),
      // A test's structure holds every item of it: the detail shows none of that. An import commits
      // its tests a chunk at a time: they are shown once the package has left status 1.
      cp.statusId === CpStatus.Importing
        ? []
        : this.em.find(TestDetail, { contentPackageId: cp.id }, { orderBy: { id: 'asc' }, exclude: ['structure', 'media'] }),
    ]);
    const testDetails: CpTestDetailDto[] = [];
    for (const detail of details) {
      const counts = await this.testItems.counts(detail.id);
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
      processLog: byFile(cp.processLog ?? [], cp.statusId, lang),
      testDetail: testDetails[0] ?? null,
      testDetails,
      actions: this.actions(cp.statusId, auth),
    };
    return { cpUploadData: data };
  }

  /**
   * A page of one test's items, read by the tests feature (see TestItemsReader).
   */
  async items(query: CpItemsQueryDto): Promise<CpItemsPageDto> {
    const found = await this.itemsHeader(query);
    if (!found) throw new NotFoundException('cp.notFound');
    const asked = pageWindow({ ...query, sortOrder: query.sortOrder ?? 'asc' });
    // an importing package's tests are still being written, a chunk at a time
    if (found.test_detail_id == null || Number(found.status_id) === CpStatus.Importing) return { data: [], page: 1, totalCount: 0 };
    const testDetailId = Number(found.test_detail_id);
    const totalCount = (await this.testItems.counts(testDetailId)).items;
    const w = clampToLastPage(asked, totalCount);
    const rows = await this.testItems.page(testDetailId, query.sortField, w, totalCount);
    return { data: rows.map(({ strandDetailId, ...row }) => ({ ...row, testDetailId, strandDetailId })), page: w.page, totalCount };
  }

  private async itemsHeader(query: CpItemsQueryDto): Promise<ItemsHeader | null> {
    return itemsHeader(this.em, query.cpId, query.testDetailId);
  }

  async processLog(cpId: number, lang: Lang): Promise<ProcessLogResponseDto> {
    const cp = await this.find(cpId);
    return { fileName: cp.fileName, statusId: cp.statusId, processLog: byFile(cp.processLog ?? [], cp.statusId, lang) };
  }

  async find(cpId: number): Promise<ContentPackage> {
    const cp = await this.em.findOne(ContentPackage, cpId, { populate: ['category', 'uploadedBy'] });
    if (!cp) throw new NotFoundException('cp.notFound');
    return cp;
  }

  /** What the tests' readers need of a package (TestsService.packageOf), read past the identity map so that any context may ask. */
  async testPackage(cpId: number): Promise<TestPackage | null> {
    const row = await packageFiles(this.em, cpId);
    return row ? { statusId: Number(row.status_id), storageKey: row.storage_key } : null;
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
      warningCount: cp.warningCount,
    };
  }
}

function categoryName(lang: Lang, c: Pick<TestCategory, 'categoryId' | 'categoryName'>): string {
  const key = `category.${c.categoryId}.name`;
  return isMessageKey(key) ? t(lang, key as MessageKey) : c.categoryName;
}

/** A row of the Import History from the driver's row, as `row` writes it from the entities. */
function listRow(r: CpListRow, lang: Lang): CpRowDto {
  const categoryId = Number(r.category_id);
  const statusId = Number(r.status_id) as CpStatus;
  return {
    id: Number(r.id),
    fileName: r.file_name,
    createdOn: new Date(r.created_on).toISOString(),
    testDescription: r.test_description,
    testName: r.test_name ?? null,
    testAlias: r.test_alias ?? null,
    testDetailId: r.test_detail_id == null || statusId === CpStatus.Importing ? null : Number(r.test_detail_id),
    cbVersion: r.cb_version ?? null,
    uploadedBy: r.uploader_id == null ? null : `${r.uploader_first_name} ${r.uploader_last_name}`,
    cpTestCategory: { categoryId, categoryName: categoryName(lang, { categoryId, categoryName: r.category_name }) },
    cpStatusDetail: { statusId, statusDescription: statusText(lang, statusId) },
    warningCount: Number(r.warning_count),
  };
}

/** The process log as the spec's lists keyed by file name, in the caller's language. */
function byFile(issues: PackageIssue[], status: CpStatus, lang: Lang): Record<string, ProcessLogEntryDto[]> {
  const out: Record<string, ProcessLogEntryDto[]> = {};
  for (const issue of issues) {
    const entry = { code: issue.code, message: issueText(issue, lang), severity: severityOf(issue, status) };
    (out[issue.file] ??= []).push({ ...(issue.line ? { line: issue.line } : {}), ...entry });
  }
  return out;
}
