import { CatSettings } from './settings';

export type StopReason = 'precision' | 'max-length' | 'pool-exhausted';

export interface TestState {
  /** Items answered so far. */
  readonly length: number;
  /** The current posterior SD of θ. */
  readonly se: number;
  /** Items still eligible to be given. */
  readonly eligible: number;
}

/**
 * Why the test ends now, or null to go on: at the maximum length; when nothing eligible is left
 * (even before the minimum, as there is nothing more to give); or at the target SE, once the
 * minimum length is reached.
 */
export function stopReason(state: TestState, settings: Pick<CatSettings, 'minLength' | 'maxLength' | 'targetSe'>): StopReason | null {
  if (state.length >= settings.maxLength) return 'max-length';
  if (state.eligible === 0) return 'pool-exhausted';
  if (state.length >= settings.minLength && state.se <= settings.targetSe) return 'precision';
  return null;
}
