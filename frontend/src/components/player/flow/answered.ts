import { stateOwner } from '@portal/shared';
import type { ItemResponse } from './types';

/** An item counts as answered once any of its responses (not an interaction's kept state) holds something. */
export function isAnswered(response: ItemResponse | undefined): boolean {
  return Object.entries(response ?? {}).some(([key, v]) => stateOwner(key) === undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
}
