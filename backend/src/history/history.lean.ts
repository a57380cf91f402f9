import { Fn } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import '../common/table-query.check';
import { TableQueryDto } from '../common/table-query.dto';
import { COMPLETED_STATE_COMPANION } from '../delivery/session-records.service';
import { categoryNameIn, type HistoryService } from './history.service';

/**
 * getHistory (HistoryController.getHistory) without the framework's pipeline: the count and
 * generation of the student's rows come with their session; the page is kept, or read in one
 * more statement.
 */
export const leanGetHistory = (history: HistoryService): LeanRoute => ({
  url: '/api/getHistory',
  dto: TableQueryDto,
  fn: Fn.History,
  companion: () => ({ name: 'history_state', select: COMPLETED_STATE_COMPANION, params: [] }),
  handle: (body, auth) =>
    history.page(auth.userId, body as TableQueryDto, auth.companion ? { total: Number(auth.companion.total), generation: String(auth.companion.generation) } : undefined),
});

/** getHistoryChart (HistoryController.getHistoryChart), which reads no body, without the framework's pipeline. */
export const leanGetHistoryChart = (history: HistoryService): LeanRoute => ({
  url: '/api/getHistoryChart',
  fn: Fn.History,
  handle: (_body, auth, req) => history.chart(auth.userId, categoryNameIn(req.lang)),
});
