import { Global, Module } from '@nestjs/common';
import { LimitsService } from './limits.service';

/** The guard is registered in AppModule after the session guard, so it sees who is signed in. */
@Global()
@Module({ providers: [LimitsService], exports: [LimitsService] })
export class RateLimitModule {}
