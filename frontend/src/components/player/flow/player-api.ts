import * as sdk from '../../../api/sdk.gen';
import type { QueuedAnswer, SendResult } from './answer-queue';
import type { ItemMarks } from '../tools/marks';

/** A refused or failed call: status 0 when the server was not reached at all. */
export class PlayerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

/** The data of a call, typed by the generated client, or a PlayerApiError with the server's (translated) message. */
async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  if (!result.response) throw new PlayerApiError(0, '');
  if (!result.response.ok) {
    const message = (result.error as { message?: unknown } | undefined)?.message;
    throw new PlayerApiError(result.response.status, typeof message === 'string' ? message : '');
  }
  return result.data as T;
}

export const playerApi = {
  launch: (token: string) => unwrap(sdk.launch({ body: { token } })),
  state: (sessionId: number) => unwrap(sdk.state({ body: { sessionId } })),
  item: (sessionId: number, position: number) => unwrap(sdk.item({ body: { sessionId, position } })),
  flag: (sessionId: number, position: number, flagged: boolean) => unwrap(sdk.flag({ body: { sessionId, position, flagged } })),
  marks: (sessionId: number, position: number, marks: ItemMarks) => unwrap(sdk.marks({ body: { sessionId, position, marks } })),
  check: (sessionId: number, position: number) => unwrap(sdk.check({ body: { sessionId, position } })),
  /** `position` is the question Next was pressed on: the server moves from there once, however often it is asked */
  next: (sessionId: number, position: number) => unwrap(sdk.next({ body: { sessionId, position } })),
  saveAndExit: (sessionId: number) => unwrap(sdk.saveAndExit({ body: { sessionId } })),
  submit: (sessionId: number) => unwrap(sdk.submit({ body: { sessionId } })),
  report: (sessionId: number) => unwrap(sdk.report({ body: { sessionId } })),
  uploadFile: (sessionId: number, position: number, responseIdentifier: string, file: File) =>
    unwrap(sdk.uploadCandidateFile({ path: { sessionId, position, responseIdentifier }, body: { file } })),
};

/** One attempt to save a queued answer, classified for the queue's retry rules. */
export async function sendAnswer(entry: QueuedAnswer): Promise<SendResult> {
  try {
    await unwrap(sdk.answer({ body: entry }));
    return 'saved';
  } catch (e) {
    const { status, message } = e instanceof PlayerApiError ? e : new PlayerApiError(0, '');
    if (status === 0) return { outcome: 'offline', message };
    // 401: the session ended; the answer waits for the student to sign in again (the queue resumes then)
    if (status >= 500 || status === 408 || status === 429 || status === 401) return { outcome: 'retry', message };
    return { outcome: status === 409 ? 'conflict' : 'rejected', message };
  }
}
