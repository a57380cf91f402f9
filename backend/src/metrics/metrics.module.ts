import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';

/** Serves the process's metrics; what counts them imports metrics.ts directly (one registry per process). */
@Module({ controllers: [MetricsController] })
export class MetricsModule {}
