import { Injectable } from '@nestjs/common';
import { clampToLastPage, pageWindow } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import type { TestSession } from '../delivery/entities/test-session.entity';
import { SessionRecords } from '../delivery/session-records.service';
import type { User } from '../users/user.entity';
import type { HistoryChartDto, HistoryPageDto, HistoryRowDto, HistorySeriesDto } from './history.dto';

/** A student's own completed, non-preview sessions: what History lists, charts and prints. */
@Injectable()
export class HistoryService {
  constructor(private readonly sessions: SessionRecords) {}

  /** A page of the caller's history; past the last page, the last page. */
  async page(user: User, query: TableQueryDto): Promise<HistoryPageDto> {
    const totalCount = await this.count(user);
    const w = clampToLastPage(pageWindow(query), totalCount);
    const rows = await this.sessions.completedPage(user.id, query.sortField, w, totalCount);
    return { data: rows.map(toRow), page: w.page, totalCount };
  }

  /** Every completed test, newest first, for the printout. */
  async all(user: User): Promise<HistoryRowDto[]> {
    return (await this.sessions.completed(user.id)).map(toRow);
  }

  count(user: User): Promise<number> {
    return this.sessions.countCompleted(user.id);
  }

  /** Scores per category over time; `nameOf` gives a category's name in the reader's language. */
  async chart(user: User, nameOf: (categoryId: number, stored: string) => string): Promise<HistoryChartDto> {
    // a PAA's sample tests are practice for the activity, not scores to follow over time
    const rows = await this.sessions.scoredPractice(user.id);
    const byCategory = new Map<number, HistorySeriesDto & { order: number }>();
    for (const s of rows) {
      const category = s.testDetail.category;
      const series = byCategory.get(category.categoryId) ?? { categoryId: category.categoryId, categoryName: nameOf(category.categoryId, category.categoryName), order: category.sortOrder, points: [] };
      series.points.push({ completedOn: s.completedOn!.toISOString(), percent: s.percent!, mode: s.mode, testName: s.testDetail.testName });
      byCategory.set(category.categoryId, series);
    }
    return {
      series: [...byCategory.values()].sort((a, b) => a.order - b.order || a.categoryId - b.categoryId).map(({ order: _order, ...series }) => series),
    };
  }
}

function toRow(s: TestSession): HistoryRowDto {
  const paaId = s.paa?.id ?? 0;
  return {
    testName: s.testDetail.testName,
    testScore: paaId > 0 ? null : (s.percent ?? null),
    testCompletionDate: s.completedOn!.toISOString(),
    testDetailId: s.testDetail.id,
    testSessionDetailId: s.id,
    testAlias: s.testAlias,
    paaId,
    mode: s.mode,
    selfRated: paaId === 0 && (s.strandResults ?? []).some((r) => (r.selfRatedMaxScore ?? 0) > 0),
    strands:
      paaId > 0
        ? []
        : (s.strandResults ?? []).map(({ strandName, score, maxScore, percent, selfRatedMaxScore }) => ({ strandName, score, maxScore, percent, selfRatedMaxScore: selfRatedMaxScore ?? 0 })),
  };
}
