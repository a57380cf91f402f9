import { Injectable, Logger } from '@nestjs/common';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobHandlers, type JobOptions, JobQueue, type QueueName } from './job-queue';

/** Without Redis: the job runs in this process after the request has answered, with the same retries. */
@Injectable()
export class InlineJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Set<Promise<void>>();
  private readonly running = new Set<string>();

  constructor(private readonly handlers: JobHandlers) {
    super();
  }

  async add(queue: QueueName, data: unknown, options: JobOptions = {}): Promise<void> {
    const key = options.jobId && `${queue}:${options.jobId}`;
    if (key && this.running.has(key)) return;
    if (key) this.running.add(key);
    const run = this.runWithRetries(queue, data).finally(() => {
      this.pending.delete(run);
      if (key) this.running.delete(key);
    });
    this.pending.add(run);
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private async runWithRetries(queue: QueueName, data: unknown): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; attempt <= JOB_ATTEMPTS; attempt++) {
      try {
        await this.handlers.get(queue)(data);
        return;
      } catch (error) {
        this.logger.warn(`${queue} job failed (attempt ${attempt}/${JOB_ATTEMPTS}): ${(error as Error).message}`);
        if (attempt < JOB_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, JOB_BACKOFF_MS * 2 ** (attempt - 1)));
      }
    }
    this.logger.error(`${queue} job gave up after ${JOB_ATTEMPTS} attempts`);
  }
}
