import type { Choice } from './types';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order to show choices in. With shuffle, the non-fixed choices are permuted by a generator seeded
 * with `key` (item and response), so a reload, a resume and the review all show the same order;
 * fixed choices keep their places, as QTI asks.
 */
export function arrangeChoices<T extends Pick<Choice, 'fixed'>>(choices: T[], shuffle: boolean | undefined, key: string): T[] {
  if (!shuffle) return choices;
  const random = mulberry32(hash(key));
  const movable = choices.filter((c) => !c.fixed);
  for (let i = movable.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [movable[i], movable[j]] = [movable[j], movable[i]];
  }
  let next = 0;
  return choices.map((c) => (c.fixed ? c : movable[next++]));
}
