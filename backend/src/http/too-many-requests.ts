import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A refusal that tells the caller when to come back: the exception filter turns `retryAfterSeconds`
 * into the `Retry-After` header, so a client (or the SPA) can wait instead of hammering.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    readonly messageKey: 'auth.tooManyAttempts' | 'auth.busy' = 'auth.tooManyAttempts',
  ) {
    super({ message: messageKey, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Whole seconds, at least one, so a client never retries at once. */
export function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
