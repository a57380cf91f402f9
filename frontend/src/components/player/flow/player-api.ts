import { client } from '../../../api/client.gen';
import type { QueuedAnswer, SendResult } from './answer-queue';
import type { CheckResult, DeliveryState, ItemViewData, ScoreReportData } from './types';

/** A refused or failed call: status 0 when the server was not reached at all. */
export class PlayerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(url: string, body: object): Promise<T> {
  const result = await client.post({ url, body, headers: { 'Content-Type': 'application/json' } });
  if (!result.response) throw new PlayerApiError(0, '');
  if (!result.response.ok) {
    const message = (result.error as { message?: unknown } | undefined)?.message;
    throw new PlayerApiError(result.response.status, typeof message === 'string' ? message : '');
  }
  return result.data as T;
}

export const playerApi = {
  launch: (token: string) => call<DeliveryState>('/api/delivery/launch', { token }),
  state: (sessionId: number) => call<DeliveryState>('/api/delivery/state', { sessionId }),
  item: (sessionId: number, position: number) => call<ItemViewData>('/api/delivery/item', { sessionId, position }),
  flag: (sessionId: number, position: number, flagged: boolean) => call<{ flagged: boolean }>('/api/delivery/flag', { sessionId, position, flagged }),
  check: (sessionId: number, position: number) => call<CheckResult>('/api/delivery/check', { sessionId, position }),
  next: (sessionId: number) => call<DeliveryState>('/api/delivery/next', { sessionId }),
  saveAndExit: (sessionId: number) => call<{ expiresOn: string }>('/api/delivery/saveAndExit', { sessionId }),
  submit: (sessionId: number) => call<ScoreReportData>('/api/delivery/submit', { sessionId }),
  report: (sessionId: number) => call<ScoreReportData>('/api/delivery/report', { sessionId }),
};

/** One attempt to save a queued answer, classified for the queue's retry rules. */
export async function sendAnswer(entry: QueuedAnswer): Promise<SendResult> {
  try {
    await call('/api/delivery/answer', entry);
    return { outcome: 'saved', message: '' };
  } catch (e) {
    const { status, message } = e instanceof PlayerApiError ? e : new PlayerApiError(0, '');
    if (status === 0) return { outcome: 'offline', message };
    if (status >= 500 || status === 408 || status === 429) return { outcome: 'retry', message };
    return { outcome: status === 409 ? 'conflict' : 'rejected', message };
  }
}
