import { Module } from '@nestjs/common';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, DrainState], exports: [DrainState] })
export class HealthModule {}
