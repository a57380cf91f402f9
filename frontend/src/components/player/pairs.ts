import type { Choice } from './types';
import { splitPair } from './responses';

/** QTI pair values are unordered: "A B" and "B A" are one pair. */
export function samePair(a: string, b: string): boolean {
  const [a1, a2] = splitPair(a);
  const [b1, b2] = splitPair(b);
  return (a1 === b1 && a2 === b2) || (a1 === b2 && a2 === b1);
}

/** How many pairs hold the choice, on either side. */
export function usesOf(pairs: string[], identifier: string): number {
  return pairs.map(splitPair).filter(([a, b]) => a === identifier || b === identifier).length;
}

/**
 * Whether two different choices may be paired: not paired already (either way round), neither past
 * its matchMax (0 or absent: no limit), and fewer than `total` pairs so far (0: no limit).
 */
export function canAssociate(pairs: string[], a: string, b: string, choices: Choice[], total: number): boolean {
  if (!a || !b || a === b || pairs.some((p) => samePair(p, `${a} ${b}`))) return false;
  if (total > 0 && pairs.length >= total) return false;
  const free = (id: string) => {
    const max = choices.find((c) => c.identifier === id)?.matchMax;
    return !max || usesOf(pairs, id) < max;
  };
  return free(a) && free(b);
}
