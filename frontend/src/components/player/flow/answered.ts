import type { ItemResponse } from './types';

/** An item counts as answered once any of its responses holds something. */
export function isAnswered(response: ItemResponse | undefined): boolean {
  return Object.values(response ?? {}).some((v) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
}
