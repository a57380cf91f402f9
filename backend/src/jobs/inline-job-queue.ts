import { Injectable, Logger } from '@nestjs/common';
import type { QueueDepth } from '../metrics/metrics';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobHandlers, type JobOptions, JobQueue, QUEUE_NAMES, type QueueName } from './job-queue';

/** Without Redis: the job runs in this process after the request has answered, with the same retries. */
@Injectable()
export class InlineJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Set<Promise<void>>();
  private readonly running = new Set<string>();
  /** jobs added and not yet finished, by queue */
  private readonly counts = new Map<QueueName, number>();
  private draining = false;

  constructor(private readonly handlers: JobHandlers) {
    super();
  }

  async add(queue: QueueName, data: unknown, options: JobOptions = {}): Promise<void> {
    const key = options.jobId && `${queue}:${options.jobId}`;
    if (key && this.running.has(key)) return;
    if (key) this.running.add(key);
    this.counts.set(queue, (this.counts.get(queue) ?? 0) + 1);
    const run = this.runWithRetries(queue, data).finally(() => {
      this.pending.delete(run);
      this.counts.set(queue, this.counts.get(queue)! - 1);
      if (key) this.running.delete(key);
    });
    this.pending.add(run);
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async drain(): Promise<void> {
    this.draining = true;
    await this.idle();
  }

  async ping(): Promise<void> {}

  /** Inline, a job runs (or waits between attempts) from the moment it is added. */
  async depth(): Promise<Record<QueueName, QueueDepth>> {
    return Object.fromEntries(QUEUE_NAMES.map((name) => [name, { active: this.counts.get(name) ?? 0 }])) as Record<QueueName, QueueDepth>;
  }

  private async runWithRetries(queue: QueueName, data: unknown): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; attempt <= JOB_ATTEMPTS; attempt++) {
      try {
        await this.handlers.run(queue, data);
        return;
      } catch (error) {
        this.logger.warn(`${queue} job failed (attempt ${attempt}/${JOB_ATTEMPTS}): ${(error as Error).message}`);
        // a stopping process does not wait for the next attempt; an import is taken up again at the next start
        if (this.draining) return;
        if (attempt < JOB_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, JOB_BACKOFF_MS * 2 ** (attempt - 1)));
      }
    }
    this.logger.error(`${queue} job gave up after ${JOB_ATTEMPTS} attempts`);
  }
}
