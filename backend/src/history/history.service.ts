import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { pageWindow, sortColumn } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import { SessionStatus, TestSession } from '../delivery/entities/test-session.entity';
import type { User } from '../users/user.entity';
import type { HistoryChartDto, HistoryPageDto, HistoryRowDto, HistorySeriesDto } from './history.dto';

const HISTORY_SORT = {
  testName: 'testDetail.testName',
  testScore: 'percent',
  testCompletionDate: 'completedOn',
  mode: 'mode',
} as const;

/** A student's own completed, non-preview sessions: what History lists, charts and prints. */
@Injectable()
export class HistoryService {
  constructor(private readonly em: EntityManager) {}

  async page(user: User, query: TableQueryDto): Promise<HistoryPageDto> {
    const w = pageWindow(query);
    const column = sortColumn(query.sortField, HISTORY_SORT, 'completedOn');
    const order = column === 'testDetail.testName' ? { testDetail: { testName: w.sortOrder } } : { [column]: w.sortOrder };
    const [rows, totalCount] = await this.em.findAndCount(TestSession, this.completedBy(user), {
      populate: ['testDetail'],
      // Same-score or same-name rows keep a stable order across pages.
      orderBy: [order, { completedOn: 'desc' }, { id: 'desc' }],
      limit: w.pageSize,
      offset: w.offset,
    });
    return { data: rows.map(toRow), page: w.page, totalCount };
  }

  /** Every completed test, newest first, for the printout. */
  async all(user: User): Promise<HistoryRowDto[]> {
    const rows = await this.em.find(TestSession, this.completedBy(user), { populate: ['testDetail'], orderBy: [{ completedOn: 'desc' }, { id: 'desc' }] });
    return rows.map(toRow);
  }

  count(user: User): Promise<number> {
    return this.em.count(TestSession, this.completedBy(user));
  }

  /** Scores per category over time; `nameOf` gives a category's name in the reader's language. */
  async chart(user: User, nameOf: (categoryId: number, stored: string) => string): Promise<HistoryChartDto> {
    const rows = await this.em.find(
      TestSession,
      // a PAA's sample tests are practice for the activity, not scores to follow over time
      { ...this.completedBy(user), percent: { $ne: null }, paa: null },
      { populate: ['testDetail', 'testDetail.category'], orderBy: [{ completedOn: 'asc' }, { id: 'asc' }] },
    );
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

  private completedBy(user: User) {
    return { user: user.id, status: SessionStatus.Completed, preview: false };
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
