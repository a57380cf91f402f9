import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BACKOFF_WINDOW_SECONDS, backoffSeconds } from './backoff';
import { type LimitName, limitRules } from './limits';
import { secondsFrom, TooManyRequestsException } from '../http/too-many-requests';

type Limiter = RateLimiterRedis | RateLimiterMemory;

/** What a sign-in attempt holds until it is known to have failed. */
export interface LoginAttempt {
  /** the password was right: the attempt is not a failure and is given back */
  succeeded(): Promise<void>;
  /** the password was never checked (the hashing queue was full, or an error): given back too */
  abandon(): Promise<void>;
}

/**
 * With REDIS_URL, counters are shared by every API process (keys under QUEUE_PREFIX, so deployments sharing a
 * Redis stay apart), with an in-memory stand-in while Redis is unreachable; else in this process.
 */
@Injectable()
export class LimitsService implements OnModuleDestroy {
  private readonly logger = new Logger('Limits');
  private readonly redis?: Redis;
  private readonly limiters: Record<LimitName, Limiter>;
  /** refusals per key, for Retry-After that grows as a client keeps coming back (see backoff.ts) */
  private readonly refusals: Limiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      // no offline queue: while Redis is away a count fails fast and the insurance limiter answers
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis for limits: ${error.message}`));
    }
    const rules = limitRules(config);
    this.limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]): [string, Limiter] => {
        const options: IRateLimiterOptions = { keyPrefix: `${config.queuePrefix}:limit:${name}`, points: rule.points, duration: rule.seconds };
        const limiter = this.redis
          ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
          : new RateLimiterMemory(options);
        return [name, limiter];
      }),
    ) as Record<LimitName, Limiter>;
    const counted: IRateLimiterOptions = {
      keyPrefix: `${config.queuePrefix}:limit:refusals`,
      points: Number.MAX_SAFE_INTEGER,
      duration: BACKOFF_WINDOW_SECONDS,
    };
    this.refusals = this.redis
      ? new RateLimiterRedis({ ...counted, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(counted) })
      : new RateLimiterMemory(counted);
  }

  /**
   * Counts a refusal of the key and answers the Retry-After it earns: the seconds the refusal asks
   * for, growing with every refusal of the same key in the window, with jitter.
   */
  async backoff(key: string, seconds: number): Promise<number> {
    try {
      const counted = await this.refusals.consume(key);
      return backoffSeconds(counted.consumedPoints, seconds);
    } catch (error) {
      if (error instanceof RateLimiterRes) return backoffSeconds(error.consumedPoints, seconds);
      throw error;
    }
  }

  /** A refusal with the Retry-After grown for the key (its message stays the refusal's own). */
  async refuse(key: string, refusal: TooManyRequestsException): Promise<TooManyRequestsException> {
    return new TooManyRequestsException(await this.backoff(key, refusal.retryAfterSeconds), refusal.messageKey);
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  /** Counts one request against each key; the first limit reached refuses it with 429 and Retry-After. */
  async consume(...counts: [LimitName, string][]): Promise<void> {
    const taken: [LimitName, string][] = [];
    for (const [name, key] of counts) {
      try {
        await this.limiters[name].consume(key);
        taken.push([name, key]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // a refused request did no work, so it does not count against the other keys either
        await Promise.all(taken.map(([n, k]) => this.limiters[n].reward(k)));
        await this.limiters[name].reward(key);
        throw await this.refuse(`${name}:${key}`, new TooManyRequestsException(secondsFrom(error.msBeforeNext)));
      }
    }
  }

  /** Undefined once the cookie's own failures are spent; the browser is then counted as an unknown one. */
  async beginDeviceLogin(nonce: string): Promise<LoginAttempt | undefined> {
    try {
      await this.limiters.loginDevice.consume(nonce);
    } catch (error) {
      if (error instanceof RateLimiterRes) return undefined;
      throw error;
    }
    const giveBack = async () => {
      await this.limiters.loginDevice.reward(nonce);
    };
    return { succeeded: giveBack, abandon: giveBack };
  }

  // Taken before the password is checked, so parallel guesses cannot slip in before the first counts; given back on success.
  async beginLogin(address: string, email: string): Promise<LoginAttempt> {
    const account = email.trim().toLowerCase();
    await this.consume(['loginAccount', account], ['loginAddress', address]);
    const giveBack = async () => {
      await Promise.all([this.limiters.loginAccount.reward(account), this.limiters.loginAddress.reward(address)]);
    };
    return { succeeded: giveBack, abandon: giveBack };
  }
}
