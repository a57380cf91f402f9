import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { Options } from '@mikro-orm/postgresql';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AnalyticsModule } from './analytics/analytics.module';
import { AppInfoModule } from './app-info/app-info.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { PortalExceptionFilter } from './http/exception.filter';
import { OperationsOnlyGuard } from './http/operations-only';
import { SessionGuard } from './auth/session.guard';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { StatementPoolCloser } from './database/statement-pool';
import { ContentPackagesModule } from './content-packages/content-packages.module';
import { DeliveryModule } from './delivery/delivery.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { InstitutionsModule } from './institutions/institutions.module';
import { ItemReviewModule } from './item-review/item-review.module';
import { ItemStatsModule } from './item-stats/item-stats.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaaModule } from './paa/paa.module';
import { ProfileModule } from './profile/profile.module';
import { ReportsModule } from './reports/reports.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { StorageModule } from './storage/storage.module';
import { TestsModule } from './practice-tests/tests.module';
import { UsersModule } from './users/users.module';

export interface AppModuleOptions {
  orm: Options;
  consumeJobs: boolean;
  /** Whether Nest's middleware enters the ORM's request context; false where a Fastify hook enters it (createApp). */
  requestContextMiddleware?: boolean;
  /** a queue worker: of its HTTP routes only the health checks and metrics answer */
  operationsOnly?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // each module registers its own entities (MikroOrmModule.forFeature)
        MikroOrmModule.forRoot({ ...options.orm, autoLoadEntities: true, registerRequestContext: options.requestContextMiddleware ?? true }),
        DatabaseModule,
        RateLimitModule,
        JobsModule.forRoot(config, { consume: options.consumeJobs }),
        MailModule,
        StorageModule,
        AuditModule,
        NotificationsModule,
        AnalyticsModule,
        InstitutionsModule,
        UsersModule,
        AuthModule,
        ProfileModule,
        TestsModule,
        ContentPackagesModule,
        ReportsModule,
        DeliveryModule,
        ItemStatsModule,
        ItemReviewModule,
        HistoryModule,
        PaaModule,
        AppInfoModule,
        HealthModule,
        MetricsModule,
      ],
      providers: [
        ...(options.operationsOnly ? [{ provide: APP_GUARD, useClass: OperationsOnlyGuard }] : []),
        // in this order: the limits need to know who is signed in
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: PortalExceptionFilter },
        StatementPoolCloser,
      ],
    };
  }
}
