import { hash32, mulberry32 } from '@portal/shared';

/** A uniform stream in [0, 1) for one purpose of one seed: the same (seed, key) always gives the same stream. */
export function stream(seed: number, key: string): () => number {
  return mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ hash32(key)) >>> 0);
}

/** A standard normal draw from a uniform stream (Box–Muller; one of the pair is enough here). */
export function normal(next: () => number): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** A whole number in [0, n). */
export function below(next: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(next() * n));
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = below(next, i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
