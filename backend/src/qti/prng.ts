import { randomInt } from 'node:crypto';

/** A fresh session seed: an unsigned 32-bit integer. */
export function newSeed(): number {
  return randomInt(0, 2 ** 32);
}

/** FNV-1a: a stable 32-bit hash of a string, so each section draws from its own stream. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and well mixed; the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The stream of one section of one session: independent of the route, so it never changes on resume. */
export function sectionRandom(seed: number, key: string): (n: number) => number {
  const next = mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ hash32(key)) >>> 0);
  return (n) => Math.floor(next() * n);
}
