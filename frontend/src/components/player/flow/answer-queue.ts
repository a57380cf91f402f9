/** What a given answer on one item looks like on its way to the server. */
export type ResponseValue = null | string | string[];

export interface QueuedAnswer {
  clientId: string;
  sessionId: number;
  position: number;
  uin: string;
  response: Record<string, ResponseValue>;
  /** ISO time the student gave the answer; the server keeps the latest one */
  answeredAt: string;
}

/**
 * How one attempt ended: `saved`; `retry` (network failure, 5xx, 408, 429: try again later);
 * `offline` (no network at all); `conflict` (409: the item or session is final, the answer cannot
 * be saved any more); `rejected` (any other 4xx, sending it again cannot help).
 */
export type SendOutcome = 'saved' | 'retry' | 'offline' | 'conflict' | 'rejected';
/** an outcome with the server's reason, shown when the answer is dropped */
export type SendResult = SendOutcome | { outcome: SendOutcome; message: string };

/** What the save status shows: idle before the first answer. */
export type QueueStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'retrying';

export interface AnswerQueueOptions {
  sessionId: number;
  send: (entry: QueuedAnswer) => Promise<SendResult>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onStatus?: (status: QueueStatus) => void;
  /** an entry dropped because the server refused it (conflict or rejected) */
  onDropped?: (entry: QueuedAnswer, outcome: 'conflict' | 'rejected', message: string) => void;
  /** an entry the server confirmed: from now on it is what the server holds */
  onSaved?: (entry: QueuedAnswer) => void;
  isOnline?: () => boolean;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export const storageKey = (sessionId: number) => `player.answers.${sessionId}`;

/**
 * The answers not yet confirmed by the server, sent one at a time in the order they were given.
 * The list is mirrored to session storage, so a reload (or a crash of the tab) sends what was left.
 * A failed send is retried with exponential backoff; the server is idempotent on clientId, so an
 * answer whose confirmation got lost is harmlessly sent again, never saved twice.
 */
export class AnswerQueue {
  private entries: QueuedAnswer[];
  private inFlight: QueuedAnswer | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private status: QueueStatus = 'idle';
  private disposed = false;
  private waiters: (() => void)[] = [];
  private readonly storage?: AnswerQueueOptions['storage'];
  private readonly baseDelay: number;
  private readonly maxDelay: number;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage;
    this.baseDelay = options.baseDelayMs ?? 1000;
    this.maxDelay = options.maxDelayMs ?? 30_000;
    this.entries = this.load();
    if (this.entries.length) this.pump();
  }

  /** Adds an answer. A queued (not yet sent) answer to the same item is replaced in its place. */
  enqueue(entry: QueuedAnswer): void {
    const waiting = this.entries.findIndex((e) => e !== this.inFlight && e.uin === entry.uin && e.position === entry.position);
    if (waiting >= 0) this.entries[waiting] = entry;
    else this.entries.push(entry);
    this.persist();
    this.pump();
  }

  /** Try now instead of waiting out the backoff: the network is back, or the student is waiting. */
  resume(): void {
    if (this.disposed) return;
    this.attempt = 0;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.pump();
  }

  pending(): number {
    return this.entries.length;
  }

  /** The newest answer to the item at `position` not yet confirmed: newer than what the server holds. */
  latest(position: number): QueuedAnswer | undefined {
    return this.entries.filter((e) => e.position === position).at(-1);
  }

  /** Resolves once every answer is saved (or dropped), e.g. before moving on or submitting. */
  drained(): Promise<void> {
    if (!this.entries.length) return Promise.resolve();
    this.resume();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  getStatus(): QueueStatus {
    return this.status;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.timer) return;
    const next = this.entries[0];
    if (!next) {
      if (this.status !== 'idle') this.setStatus('saved');
      this.waiters.splice(0).forEach((w) => w());
      return;
    }
    if (this.options.isOnline && !this.options.isOnline()) {
      // Nothing to do until the online event calls resume(); sending would only fail.
      this.setStatus('offline');
      return;
    }
    this.setStatus('saving');
    this.inFlight = next;
    void this.options
      .send(next)
      .catch((): SendResult => 'retry')
      .then((result) => (typeof result === 'string' ? this.settle(next, result, '') : this.settle(next, result.outcome, result.message)));
  }

  private settle(entry: QueuedAnswer, outcome: SendOutcome, message: string): void {
    this.inFlight = null;
    if (this.disposed) return;
    if (outcome === 'saved' || outcome === 'conflict' || outcome === 'rejected') {
      this.entries = this.entries.filter((e) => e !== entry);
      this.persist();
      this.attempt = 0;
      if (outcome === 'saved') this.options.onSaved?.(entry);
      else this.options.onDropped?.(entry, outcome, message);
      this.pump();
      return;
    }
    this.setStatus(outcome === 'offline' ? 'offline' : 'retrying');
    const delay = this.backoff();
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, delay);
  }

  /** base × 2^attempt, capped, with ±20 % jitter so a class of students back online spread out */
  private backoff(): number {
    const raw = Math.min(this.maxDelay, this.baseDelay * 2 ** this.attempt);
    const jitter = 0.8 + 0.4 * (this.options.random ?? Math.random)();
    return Math.min(this.maxDelay, Math.round(raw * jitter));
  }

  private setStatus(status: QueueStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private load(): QueuedAnswer[] {
    try {
      const raw = this.storage?.getItem(storageKey(this.options.sessionId));
      const list = raw ? (JSON.parse(raw) as QueuedAnswer[]) : [];
      return Array.isArray(list) ? list.filter((e) => e && e.sessionId === this.options.sessionId) : [];
    } catch {
      return [];
    }
  }

  private persist(): void {
    try {
      if (this.entries.length) this.storage?.setItem(storageKey(this.options.sessionId), JSON.stringify(this.entries));
      else this.storage?.removeItem(storageKey(this.options.sessionId));
    } catch {
      // A full or blocked storage only loses the reload safety net; the queue in memory still works.
    }
  }
}
