import { Fn } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import '../common/table-query.check';
import { TableQueryDto } from '../common/table-query.dto';
import { COMPLETED_STATE_COMPANION, type CompletedState } from '../delivery/session-records.service';
import type { HistoryService } from './history.service';

const stateOf = (companion: Record<string, unknown> | null | undefined): CompletedState | undefined =>
  companion ? { total: Number(companion.total), generation: String(companion.generation) } : undefined;

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
  handle: (body, auth) => history.page(auth.userId, body as TableQueryDto, stateOf(auth.companion)),
});

/** getHistoryChart (HistoryController.getHistoryChart), which reads no body, without the framework's pipeline; the student's generation comes with the session. */
export const leanGetHistoryChart = (history: HistoryService): LeanRoute => ({
  url: '/api/getHistoryChart',
  fn: Fn.History,
  companion: () => ({ name: 'history_state', select: COMPLETED_STATE_COMPANION, params: [] }),
  handle: (_body, auth, req) => history.chart(auth.userId, req.lang, stateOf(auth.companion)),
});
