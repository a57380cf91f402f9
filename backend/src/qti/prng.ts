import { randomInt } from 'node:crypto';
import { hash32, mulberry32 } from '@portal/shared';

// The generator itself lives in the shared package, which the IRT engine draws from too.
export { hash32, mulberry32 };

/** A fresh session seed: an unsigned 32-bit integer. */
export function newSeed(): number {
  return randomInt(0, 2 ** 32);
}

/** The stream of one section of one session: independent of the route, so it never changes on resume. */
export function sectionRandom(seed: number, key: string): (n: number) => number {
  const next = mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ hash32(key)) >>> 0);
  return (n) => Math.floor(next() * n);
}
