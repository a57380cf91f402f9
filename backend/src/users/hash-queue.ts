import { secondsFrom, TooManyRequestsException } from '../http/too-many-requests';

/**
 * argon2 runs off the event loop but unbounded: a burst would slow every hash and fill libuv's four threads.
 * Past the expected wait a caller gets 429 at once, so a flood turns into quick refusals, not slow answers.
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
