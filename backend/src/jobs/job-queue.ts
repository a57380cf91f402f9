import { Injectable } from '@nestjs/common';
import { JOB_ATTEMPTS } from '../config/config';

export const QUEUE_MAIL = 'mail';
export const QUEUE_CP_IMPORT = 'content-package-import';
export const QUEUE_ITEM_STATS = 'item-statistics';
export const QUEUE_NAMES = [QUEUE_MAIL, QUEUE_CP_IMPORT, QUEUE_ITEM_STATS] as const;
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
}

/** Each feature registers the handler of its queue here, so both modes run the same code. */
@Injectable()
export class JobHandlers {
  private readonly handlers = new Map<QueueName, JobHandler>();

  register(queue: QueueName, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  get(queue: QueueName): JobHandler {
    const handler = this.handlers.get(queue);
    if (!handler) throw new Error(`No handler registered for queue ${queue}`);
    return handler;
  }
}
