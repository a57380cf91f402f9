import { performance } from 'node:perf_hooks';
import { Injectable } from '@nestjs/common';
import { JOB_ATTEMPTS } from '../config/config';
import { observeJob, type QueueDepth } from '../metrics/metrics';

export const QUEUE_MAIL = 'mail';
export const QUEUE_CP_IMPORT = 'content-package-import';
export const QUEUE_ITEM_STATS = 'item-statistics';
export const QUEUE_PASSWORD_RESET = 'password-reset';
export const QUEUE_NAMES = [QUEUE_MAIL, QUEUE_CP_IMPORT, QUEUE_ITEM_STATS, QUEUE_PASSWORD_RESET] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export { JOB_ATTEMPTS };
export const JOB_BACKOFF_MS = 2_000;

export type JobHandler = (data: unknown) => Promise<void>;

/** Where features enqueue work: BullMQ with Redis, or the same handlers run inline without it. */
export interface JobOptions {
  /** a job with the id of one still waiting or running is not added twice; a finished one is replaced */
  jobId?: string;
}

export abstract class JobQueue {
  abstract add(queue: QueueName, data: unknown, options?: JobOptions): Promise<void>;
  /** Resolves when no job is pending (inline mode); tests and shutdown wait on it. */
  abstract idle(): Promise<void>;
  /**
   * A stopping process takes no new job from the queues and resolves once the jobs it runs have
   * finished. Inline, the jobs requests still add run, but a failed one is not tried again here.
   */
  abstract drain(): Promise<void>;
  /** Resolves when the queues' store (Redis) answers; inline there is none to ask. */
  abstract ping(): Promise<void>;
  /** Jobs of each queue by state, for the metrics. */
  abstract depth(): Promise<Record<QueueName, QueueDepth>>;
}

/** A process's consumer of one queue (a BullMQ worker), which a stopping process closes. */
export interface JobConsumer {
  close(): Promise<void>;
}

/** Each feature registers the handler of its queue here, so both modes run the same code. */
@Injectable()
export class JobHandlers {
  private readonly handlers = new Map<QueueName, JobHandler>();
  /** the consumers of this process, closed when it stops (BullMQ only) */
  readonly consumers = new Set<JobConsumer>();

  register(queue: QueueName, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  get(queue: QueueName): JobHandler {
    const handler = this.handlers.get(queue);
    if (!handler) throw new Error(`No handler registered for queue ${queue}`);
    return handler;
  }

  /** Runs one attempt of a job, timed by queue and outcome for the metrics. */
  async run(queue: QueueName, data: unknown): Promise<void> {
    const handler = this.get(queue);
    const start = performance.now();
    try {
      await handler(data);
      observeJob(queue, true, (performance.now() - start) / 1000);
    } catch (error) {
      observeJob(queue, false, (performance.now() - start) / 1000);
      throw error;
    }
  }
}
