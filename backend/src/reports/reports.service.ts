import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MessageKey } from '../i18n/i18n';
import { isMessageKey, type Lang, t } from '../i18n/i18n';
import type {
  CategoryReportDto,
  CategoryReportRowDto,
  InstitutionReportDto,
  InstitutionReportRowDto,
  ReportQueryDto,
  ScoreBucketDto,
  StudentReportDto,
  StudentReportRowDto,
  TestReportDto,
  TestReportRowDto,
  TrendPointDto,
} from './reports.dto';
import { attemptTrend, categoryRows, institutionRows, type ReportWindow, scoreBuckets, studentRows, testRows } from './reports.queries';

/** Rows of one report: a page of them for the screen, all of them for the export. */
interface Window extends ReportWindow {
  page: number;
}

/** An export is bounded so that a spreadsheet program can still open it. */
export const EXPORT_MAX_ROWS = 100_000;

export function windowOf(q: ReportQueryDto): Window {
  const page = q.page ?? 1;
  const size = q.pageSize ?? 25;
  return { limit: size, offset: (page - 1) * size, page };
}

export const ALL_ROWS: Window = { limit: EXPORT_MAX_ROWS, offset: 0, page: 1 };

const num = (v: unknown): number => Number(v ?? 0);
const maybe = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function categoryName(lang: Lang, id: number, fallback: string): string {
  const key = `category.${id}.name`;
  return isMessageKey(key) ? t(lang, key) : fallback;
}

/** Only students' own attempts count, never staff previews; a deleted student's still count, with nothing naming them. */
@Injectable()
export class ReportsService {
  constructor(private readonly em: EntityManager) {}

  async students(q: ReportQueryDto, lang: Lang, w = windowOf(q)): Promise<StudentReportDto> {
    const { rows, total } = await studentRows(this.em, q, w);
    return { data: rows.map((r) => this.studentRow(r, lang)), page: w.page, totalCount: total };
  }

  private studentRow(r: Record<string, unknown>, lang: Lang): StudentReportRowDto {
    const deleted = r.deleted_on !== null;
    const paa = r.paa_status === null ? null : num(r.paa_status);
    const strands = (r.strand_results as { strandName: string; percent: number }[] | null) ?? [];
    return {
      sessionId: num(r.id),
      studentName: deleted ? t(lang, 'reports.deletedUser') : `${r.first_name as string} ${r.last_name as string}`,
      emailAddress: deleted ? null : (r.email as string),
      testName: r.test_name as string,
      categoryName: categoryName(lang, num(r.category_id), r.category_name as string),
      mode: num(r.mode),
      modeName: t(lang, `reports.mode.${num(r.mode)}` as MessageKey),
      status: num(r.status),
      statusName: t(lang, `reports.status.${num(r.status)}` as MessageKey),
      score: maybe(r.score),
      maxScore: maybe(r.max_score),
      percent: r.percent === null ? null : num(r.percent),
      strandResults: strands.map((s) => ({ strandName: s.strandName, percent: s.percent })),
      startedOn: iso(r.started_on as string)!,
      completedOn: iso(r.completed_on as string | null),
      paaStatus: paa,
      paaStateName: t(lang, paa === null ? 'reports.paa.none' : (`reports.paa.${paa}` as MessageKey)),
      certificateCode: (r.certificate_code as string | null) ?? null,
      institutionName: (r.institution_name as string | null) ?? null,
    };
  }

  async tests(q: ReportQueryDto, lang: Lang, w = windowOf(q)): Promise<TestReportDto> {
    const [{ rows, total }, buckets] = await Promise.all([testRows(this.em, q, w), scoreBuckets(this.em, q)]);
    const distribution: ScoreBucketDto[] = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, count: num(buckets.find((b) => num(b.bucket) === i)?.n) }));
    return { data: rows.map((r) => this.testRow(r, lang)), page: w.page, totalCount: total, distribution };
  }

  private testRow(r: Record<string, unknown>, lang: Lang): TestReportRowDto {
    const attemptsCount = num(r.attempts);
    const completed = num(r.completed);
    return {
      testAlias: r.test_alias as string,
      testName: r.test_name as string,
      categoryName: categoryName(lang, num(r.category_id), r.category_name as string),
      attempts: attemptsCount,
      completed,
      completionRate: attemptsCount ? Math.round((1000 * completed) / attemptsCount) / 10 : 0,
      meanPercent: maybe(r.mean_percent),
      meanMinutes: maybe(r.mean_minutes),
    };
  }

  async categories(q: ReportQueryDto, lang: Lang, w = windowOf(q)): Promise<CategoryReportDto> {
    const period = q.period ?? 'week';
    const [{ rows, total }, trend] = await Promise.all([categoryRows(this.em, q, w), attemptTrend(this.em, q, period)]);
    return {
      data: rows.map((r): CategoryReportRowDto => {
        const attemptsCount = num(r.attempts);
        const completed = num(r.completed);
        return {
          categoryId: num(r.category_id),
          categoryName: categoryName(lang, num(r.category_id), r.category_name as string),
          students: num(r.students),
          attempts: attemptsCount,
          completed,
          completionRate: attemptsCount ? Math.round((1000 * completed) / attemptsCount) / 10 : 0,
          meanPercent: maybe(r.mean_percent),
        };
      }),
      page: w.page,
      totalCount: total,
      trend: trend.map((p): TrendPointDto => ({
        period: p.period as string,
        attempts: num(p.attempts),
        completed: num(p.completed),
        meanPercent: maybe(p.mean_percent),
      })),
    };
  }

  async institutions(q: ReportQueryDto, lang: Lang, w = windowOf(q)): Promise<InstitutionReportDto> {
    const { rows, total } = await institutionRows(this.em, q, w);
    return {
      data: rows.map((r): InstitutionReportRowDto => ({
        institutionId: r.institution_id === null ? null : num(r.institution_id),
        institutionName: (r.institution_name as string | null) ?? t(lang, 'reports.noInstitution'),
        students: num(r.students),
        paaStarted: num(r.paa_started),
        paaFinished: num(r.paa_finished),
        certificates: num(r.certificates),
        lastActivity: iso(r.last_activity as string | null),
      })),
      page: w.page,
      totalCount: total,
    };
  }
}
