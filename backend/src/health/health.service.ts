import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobQueue } from '../jobs/job-queue';
import { FileStorage } from '../storage/file-storage';
import { DrainState } from './drain-state';
import type { ReadinessCheckDto, ReadinessDto } from './health.dto';
import { pingDatabase } from './health.queries';

/** A dependency that has not answered within this long counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Probes arriving while checks run share their answer, so a flood costs one round at a time. What failed is
 * logged when it changes, never answered.
 */
@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');
  private running?: Promise<ReadinessDto>;
  private lastProblems = '';

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly storage: FileStorage,
    private readonly drain: DrainState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readiness(): Promise<ReadinessDto> {
    if (this.drain.draining) return Promise.resolve({ ready: false, draining: true, checks: [], message: 'draining' });
    this.running ??= this.check().finally(() => (this.running = undefined));
    return this.running;
  }

  private async check(): Promise<ReadinessDto> {
    const checks: [ReadinessCheckDto['name'], () => Promise<void>][] = [
      ['database', () => pingDatabase(this.em)],
      ...(this.config.redisUrl ? [['redis', () => this.queue.ping()] as [ReadinessCheckDto['name'], () => Promise<void>]] : []),
      ['storage', () => this.storage.reachable()],
    ];
    const results = await Promise.all(
      checks.map(([, run]) =>
        within(run(), CHECK_TIMEOUT_MS).then(
          () => undefined,
          (error: Error) => error.message,
        ),
      ),
    );
    const failing = checks.map(([name], i) => (results[i] === undefined ? undefined : `${name}: ${results[i]}`)).filter((p) => p !== undefined);
    const problems = failing.join('; ');
    if (problems !== this.lastProblems) {
      if (problems) this.logger.warn(`not ready: ${problems}`);
      else this.logger.log('ready again: every dependency answers');
      this.lastProblems = problems;
    }
    const unreachable = checks.filter((_, i) => results[i] !== undefined).map(([name]) => name);
    return {
      ready: unreachable.length === 0,
      draining: false,
      checks: checks.map(([name], i) => ({ name, ok: results[i] === undefined })),
      message: unreachable.length ? `unreachable: ${unreachable.join(', ')}` : 'ready',
    };
  }
}
