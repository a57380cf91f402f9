import { Injectable } from '@nestjs/common';
import { GenerationCache } from '../common/generation-cache';
import { clampToLastPage, pageWindow } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import { isMessageKey, type Lang, t } from '../i18n/i18n';
import type { StrandResult } from '../delivery/entities/test-session.entity';
import { type CompletedSessionRow, SessionRecords } from '../delivery/session-records.service';
import type { HistoryChartDto, HistoryPageDto, HistoryRowDto, HistorySeriesDto } from './history.dto';

/**
 * Pages and charts kept per process: a student pages back and forth through a few. A page holds
 * up to 250 rows and a chart up to 150 points a category, some 80 and 110 KiB at most.
 */
const KEPT_PAGES = 300;
const KEPT_CHARTS = 50;

/** Rows of the driver, not entities: a student of long standing has thousands, built only to be taken apart again. */
@Injectable()
export class HistoryService {
  /** pages read, by student and query, at the generation of their rows they were read at */
  private readonly pages = new GenerationCache<HistoryPageDto>(KEPT_PAGES);
  private readonly charts = new GenerationCache<HistoryChartDto>(KEPT_CHARTS);

  constructor(private readonly sessions: SessionRecords) {}

  /**
   * A page of the caller's history; past the last page, the last page. A page is kept while the
   * student's rows and the tests naming them stand (their generation).
   */
  async page(userId: number, query: TableQueryDto): Promise<HistoryPageDto> {
    const { total: totalCount, generation } = await this.sessions.completedState(userId);
    const key = JSON.stringify([userId, query.sortField ?? null, query.sortOrder ?? null, query.page ?? null, query.pageSize ?? null]);
    const kept = this.pages.get(key, generation);
    if (kept) return kept;
    const w = clampToLastPage(pageWindow(query), totalCount);
    const rows = await this.sessions.completedPage(userId, query.sortField, w, totalCount);
    const page = { data: rows.map(toRow), page: w.page, totalCount };
    this.pages.set(key, generation, page);
    return page;
  }

  /** Every completed test, newest first, for the printout. */
  async all(userId: number): Promise<HistoryRowDto[]> {
    return (await this.sessions.completed(userId)).map(toRow);
  }

  async count(userId: number): Promise<number> {
    return (await this.sessions.completedState(userId)).total;
  }

  /**
   * Scores per category over time, at most CHART_MAX_POINTS points each, grouped by the database,
   * categories named in `lang`. Kept like the pages, under the generation of the student's rows.
   */
  async chart(userId: number, lang: Lang): Promise<HistoryChartDto> {
    const { generation } = await this.sessions.completedState(userId);
    const key = JSON.stringify([userId, lang]);
    const kept = this.charts.get(key, generation);
    if (kept) return kept;
    const chart = await this.readChart(userId, categoryNameIn(lang));
    this.charts.set(key, generation, chart);
    return chart;
  }

  private async readChart(userId: number, nameOf: (categoryId: number, stored: string) => string): Promise<HistoryChartDto> {
    // a PAA's sample tests are practice for the activity, not scores to follow over time
    const rows = await this.sessions.chartPoints(userId);
    const series: HistorySeriesDto[] = [];
    for (const r of rows) {
      const categoryId = Number(r.category_id);
      let current = series.at(-1);
      // the rows come category by category, each one's in time order
      if (current?.categoryId !== categoryId) {
        current = {
          categoryId,
          categoryName: nameOf(categoryId, r.category_name),
          count: Number(r.total),
          first: { completedOn: iso(r.first_on), percent: Number(r.first_percent) },
          last: { completedOn: '', percent: Number(r.last_percent) },
          best: Number(r.best),
          points: [],
        };
        series.push(current);
      }
      const completedOn = iso(r.last_on);
      current.last.completedOn = completedOn;
      current.points.push({
        completedOn,
        firstCompletedOn: iso(r.first_on),
        percent: Number(r.percent),
        count: Number(r.count),
        mode: r.mode == null ? null : Number(r.mode),
        testName: r.test_name,
      });
    }
    return { series };
  }
}

/** Seeded categories have translations; any other keeps the name it was stored with. */
export const categoryNameIn =
  (lang: Lang) =>
  (id: number, stored: string): string => {
    const key = `category.${id}.name`;
    return isMessageKey(key) ? t(lang, key) : stored;
  };

const iso = (value: Date | string) => new Date(value).toISOString();

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toRow(s: CompletedSessionRow): HistoryRowDto {
  const paaId = s.paa_id == null ? 0 : Number(s.paa_id);
  const strands = json<StrandResult[] | null>(s.strand_results) ?? [];
  return {
    testName: s.test_name,
    testScore: paaId > 0 ? null : s.percent == null ? null : Number(s.percent),
    testCompletionDate: iso(s.completed_on),
    testDetailId: Number(s.test_detail_id),
    testSessionDetailId: Number(s.id),
    testAlias: s.test_alias,
    paaId,
    mode: Number(s.mode),
    selfRated: paaId === 0 && strands.some((r) => (r.selfRatedMaxScore ?? 0) > 0),
    scaledScore: paaId > 0 || s.scaled_score == null ? null : Number(s.scaled_score),
    strands:
      paaId > 0
        ? []
        : strands.map(({ strandName, score, maxScore, percent, selfRatedMaxScore }) => ({
            strandName,
            score,
            maxScore,
            percent,
            selfRatedMaxScore: selfRatedMaxScore ?? 0,
          })),
  };
}
