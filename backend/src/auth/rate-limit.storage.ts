import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../config/config';

/**
 * With Redis, attempts are counted in Redis so every API process behind the load balancer sees the
 * same count; otherwise (one process) the throttler's own memory is enough. The key prefix keeps
 * deployments (and test runs) that share a Redis apart.
 */
export function rateLimitStorage(config: AppConfig): ThrottlerStorage | undefined {
  if (!config.redisUrl) return undefined;
  return new ThrottlerStorageRedisService(config.redisUrl, { keyPrefix: `${config.queuePrefix}:rate-limit:` });
}
