import { vi } from 'vitest';

/** The player's calls as mocks for component tests: `vi.mock('./player-api', () => import('./player-api-mock'))`. */
const real = await vi.importActual<typeof import('./player-api')>('./player-api');
const fn = () => vi.fn();

export const PlayerApiError = real.PlayerApiError;
export const playerApi = {
  launch: fn(),
  state: fn(),
  item: fn(),
  flag: fn(),
  check: fn(),
  next: fn(),
  saveAndExit: fn(),
  submit: fn(),
  report: fn(),
  uploadFile: fn(),
};
export const sendAnswer = vi.fn(async () => 'saved');
