import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { inKeyOrder, pageKeys } from '../common/paged-sql';
import { clampToLastPage, pageWindow } from '../common/table-query';
import type { TableQueryDto } from '../common/table-query.dto';
import { SessionStatus, TestSession } from '../delivery/entities/test-session.entity';
import type { User } from '../users/user.entity';
import { HISTORY_COUNT_SQL, historySelect } from './history-query';
import type { HistoryChartDto, HistoryPageDto, HistoryRowDto, HistorySeriesDto } from './history.dto';

/** A student's own completed, non-preview sessions: what History lists, charts and prints. */
@Injectable()
export class HistoryService {
  constructor(private readonly em: EntityManager) {}

  /**
   * A page of the caller's history. The count and the keys of the page are read from partial
   * indexes of the caller's completed sessions (one per sort), so a student's page costs the
   * same among a hundred thousand sessions as among ten; only the shown rows are fetched.
   */
  async page(user: User, query: TableQueryDto): Promise<HistoryPageDto> {
    const totalCount = await this.count(user);
    const w = clampToLastPage(pageWindow(query), totalCount);
    const keys = await pageKeys(this.em, historySelect(user.id, query.sortField, w.sortOrder), w, totalCount);
    const rows = keys.length ? await this.em.find(TestSession, { id: { $in: keys } }, { populate: ['testDetail'] }) : [];
    return { data: inKeyOrder(keys, rows, (r) => r.id).map(toRow), page: w.page, totalCount };
  }

  /** Every completed test, newest first, for the printout. */
  async all(user: User): Promise<HistoryRowDto[]> {
    const rows = await this.em.find(TestSession, this.completedBy(user), { populate: ['testDetail'], orderBy: [{ completedOn: 'desc' }, { id: 'desc' }] });
    return rows.map(toRow);
  }

  async count(user: User): Promise<number> {
    const [{ total }] = await this.em.getConnection().execute<{ total: number | string }[]>(HISTORY_COUNT_SQL, [user.id]);
    return Number(total);
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
