import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { QueueDepth } from '../metrics/metrics';
import {
  JOB_ATTEMPTS,
  JOB_BACKOFF_MS,
  JobHandlers,
  type JobOptions,
  JobQueue,
  QUEUE_CP_IMPORT,
  QUEUE_ITEM_STATS,
  QUEUE_MAIL,
  QUEUE_NAMES,
  QUEUE_PASSWORD_RESET,
  type QueueName,
} from './job-queue';

@Injectable()
export class BullJobQueue extends JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue(QUEUE_MAIL) mail: Queue,
    @InjectQueue(QUEUE_CP_IMPORT) cpImport: Queue,
    @InjectQueue(QUEUE_ITEM_STATS) itemStats: Queue,
    @InjectQueue(QUEUE_PASSWORD_RESET) passwordReset: Queue,
    private readonly handlers: JobHandlers,
  ) {
    super();
    this.queues = { [QUEUE_MAIL]: mail, [QUEUE_CP_IMPORT]: cpImport, [QUEUE_ITEM_STATS]: itemStats, [QUEUE_PASSWORD_RESET]: passwordReset };
  }

  async add(queue: QueueName, data: unknown, options: JobOptions = {}): Promise<void> {
    if (options.jobId) {
      // A job id dedupes only unfinished jobs: a kept finished one must not block a new run.
      const previous = await this.queues[queue].getJob(options.jobId);
      const state = await previous?.getState();
      if (previous && (state === 'completed' || state === 'failed')) await previous.remove();
    }
    await this.queues[queue].add(queue, data, {
      jobId: options.jobId,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  /** Workers may be other processes; there is nothing in this one to wait for. */
  async idle(): Promise<void> {}

  /** Closing a worker stops it taking jobs and waits for the ones it runs (a second close, at shutdown, waits on the same). */
  async drain(): Promise<void> {
    await Promise.all([...this.handlers.consumers].map((consumer) => consumer.close()));
  }

  async ping(): Promise<void> {
    // BullMQ's client is ioredis, typed here by the few calls BullMQ itself makes
    const client = (await this.queues[QUEUE_MAIL].client) as unknown as { ping(): Promise<string> };
    await client.ping();
  }

  async depth(): Promise<Record<QueueName, QueueDepth>> {
    const counts = await Promise.all(QUEUE_NAMES.map((name) => this.queues[name].getJobCounts('waiting', 'active', 'delayed', 'failed')));
    return Object.fromEntries(QUEUE_NAMES.map((name, i) => [name, counts[i]])) as Record<QueueName, QueueDepth>;
  }
}

/** A worker of one queue: runs its jobs through the registered handler, and is closed when the process stops. */
abstract class QueueWorker extends WorkerHost {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly queue: QueueName,
  ) {
    super();
    handlers.consumers.add({ close: () => this.worker.close() });
  }

  async process(job: Job): Promise<void> {
    await this.handlers.run(this.queue, job.data);
  }
}

@Processor(QUEUE_MAIL)
export class MailWorker extends QueueWorker {
  constructor(handlers: JobHandlers) {
    super(handlers, QUEUE_MAIL);
  }
}

/**
 * One import per worker (it holds items in memory); a short lock hands a dead worker's job on within ~15 s. The
 * import counts its own starts (IMPORT_MAX_ATTEMPTS), so BullMQ's stall limit stays above, or status 1 would stick.
 */
const IMPORT_WORKER_OPTIONS = { concurrency: 1, lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 2 * JOB_ATTEMPTS };

@Processor(QUEUE_CP_IMPORT, IMPORT_WORKER_OPTIONS)
export class ContentPackageImportWorker extends QueueWorker {
  constructor(handlers: JobHandlers) {
    super(handlers, QUEUE_CP_IMPORT);
  }
}

/** Item analysis reads a whole test version's answers: one at a time per worker process. */
@Processor(QUEUE_ITEM_STATS, { concurrency: 1 })
export class ItemStatisticsWorker extends QueueWorker {
  constructor(handlers: JobHandlers) {
    super(handlers, QUEUE_ITEM_STATS);
  }
}

/** A forgot-password request: the account is looked up and mailed here, so the call answers alike for any address. */
@Processor(QUEUE_PASSWORD_RESET)
export class PasswordResetWorker extends QueueWorker {
  constructor(handlers: JobHandlers) {
    super(handlers, QUEUE_PASSWORD_RESET);
  }
}
