import { loadApiClient } from '../../../lib/api-client';
import { launchMemory } from './launch-memory';
import { playerApi } from './player-api';
import type { DeliveryState } from './types';

/** The opening the window started before the player's code arrived, until the player takes it. */
let early: { token: string; session: Promise<DeliveryState> } | undefined;
/** Tokens the player has asked for in this page: an early start after it would spend one twice. */
const asked = new Set<string>();

/**
 * Starts opening the token's session as soon as the player's window loads (main.tsx), so the
 * launch call goes out while the page's code is still arriving; the player takes this answer
 * instead of asking again, which would spend the token twice. Nothing when the player asked first.
 */
export function openEarly(token: string): void {
  if (asked.has(token) || early?.token === token) return;
  const session = open(token);
  // the player shows the failure when it takes the answer
  session.catch(() => undefined);
  early = { token, session };
}

/**
 * The session a launch token opens: the first load spends the token, a reload of this window asks
 * for the state of the session the token opened.
 */
export function openSession(token: string): Promise<DeliveryState> {
  asked.add(token);
  if (early?.token !== token) return open(token);
  const { session } = early;
  early = undefined;
  return session;
}

async function open(token: string): Promise<DeliveryState> {
  // the calls' headers (login time, language) are set by the client's set-up
  await loadApiClient();
  const known = launchMemory.sessionFor(token);
  if (known) return playerApi.state(known);
  const state = await playerApi.launch(token);
  launchMemory.remember(token, state.sessionId);
  return state;
}
