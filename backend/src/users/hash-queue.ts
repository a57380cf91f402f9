import { secondsFrom, TooManyRequestsException } from '../http/too-many-requests';

/**
 * At most `concurrency` password hashes at once; a caller waits behind them only when its turn is
 * expected within `maxWaitMs` (from the average time of the last hashes). argon2 already
 * runs in libuv's thread pool, off the event loop; what it lacks is a bound: a burst of sign-ins
 * would start as many hashes as requests, every one slowed by all the others, and fill the pool's
 * four threads that file reads also need. Past the bound the caller gets 429 with a Retry-After
 * worked out from the queue's own pace, which degrades a flood into quick refusals instead of
 * slow answers for everyone.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** a moving average of one hash's wall time, for Retry-After */
  private averageMs = 25;

  constructor(
    private concurrency: number,
    private maxWaitMs: number,
  ) {}

  configure(concurrency: number, maxWaitMs: number): void {
    this.concurrency = concurrency;
    this.maxWaitMs = maxWaitMs;
    this.startWaiting();
  }

  get depth(): number {
    return this.running + this.waiting.length;
  }

  /** Throws the 429 now when a hash asked for now would wait too long: a caller can refuse before other work. */
  assertRoom(): void {
    if (this.running < this.concurrency) return;
    const expectedWaitMs = ((this.waiting.length + 1) * this.averageMs) / this.concurrency;
    if (expectedWaitMs > this.maxWaitMs) throw new TooManyRequestsException(secondsFrom(expectedWaitMs - this.maxWaitMs), 'auth.busy');
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      this.assertRoom();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.9 + (performance.now() - started) * 0.1;
      this.running -= 1;
      this.startWaiting();
    }
  }

  private startWaiting(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      this.running += 1;
      this.waiting.shift()!();
    }
  }
}
