import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Global, Injectable, Module, type OnModuleDestroy, type OnModuleInit, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { reportQueueDepth } from '../metrics/metrics';
import { BullJobQueue, ContentPackageImportWorker, ItemStatisticsWorker, MailWorker, PasswordResetWorker } from './bull-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobHandlers, JobQueue, QUEUE_NAMES } from './job-queue';

export interface JobsOptions {
  /** false in an API process of a scaled-out deployment, where `npm run worker` consumes instead */
  consume: boolean;
}

/** The metrics read the queues' depth from this process's queue while the app runs. */
@Injectable()
class QueueDepthReporter implements OnModuleInit, OnModuleDestroy {
  private stop?: () => void;

  constructor(private readonly queue: JobQueue) {}

  onModuleInit(): void {
    this.stop = reportQueueDepth(() => this.queue.depth());
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}

@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, options: JobsOptions): DynamicModule {
    if (!config.redisUrl) {
      return {
        module: JobsModule,
        providers: [JobHandlers, { provide: JobQueue, useClass: InlineJobQueue }, QueueDepthReporter],
        exports: [JobHandlers, JobQueue],
      };
    }
    const workers: Provider[] = options.consume ? [MailWorker, ContentPackageImportWorker, ItemStatisticsWorker, PasswordResetWorker] : [];
    return {
      module: JobsModule,
      imports: [
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: config.queuePrefix }),
        ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [JobHandlers, { provide: JobQueue, useClass: BullJobQueue }, QueueDepthReporter, ...workers],
      exports: [JobHandlers, JobQueue],
    };
  }
}
