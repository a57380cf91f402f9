import { argon2id, hash, needsRehash, verify } from 'argon2';
import { DEFAULT_HASH_CONCURRENCY, DEFAULT_HASH_MAX_WAIT_MS } from '../config/config';
import { HashQueue } from './hash-queue';

/**
 * OWASP's first choice for argon2id: ~20 ms of one core per check instead of the default's 143 ms, so a
 * process keeps up with a class signing in; one lane, as the hash queue already keeps the cores busy.
 */
export const HASH_OPTIONS = { type: argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Every hash and check of the process goes through this one queue. */
export const passwordQueue = new HashQueue(DEFAULT_HASH_CONCURRENCY, DEFAULT_HASH_MAX_WAIT_MS);

/** Set once at start-up from PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_MAX_WAIT_MS. */
export function configureHashing(concurrency: number, maxWaitMs: number): void {
  passwordQueue.configure(concurrency, maxWaitMs);
}

/** Throws TooManyRequestsException (429, Retry-After) when the queue is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => hash(password, HASH_OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  return passwordQueue.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}

/** A hash made with other parameters (or another algorithm) is replaced at the next sign-in. */
export function hashIsOutdated(stored: string): boolean {
  try {
    return !stored.startsWith('$argon2id$') || needsRehash(stored, HASH_OPTIONS);
  } catch {
    return true;
  }
}

/**
 * Verified against when the email is unknown, so a wrong address costs the same time as a wrong
 * password: made with the same parameters, through the same queue.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-9X!', HASH_OPTIONS);
  return dummy;
}
