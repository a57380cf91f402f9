/** The longest Retry-After a refusal grows to: a client waits at most a minute between tries. */
export const BACKOFF_CAP_SECONDS = 60;

/** Refusals of one key are remembered this long after the first; a quiet key starts over. */
export const BACKOFF_WINDOW_SECONDS = 120;

/**
 * Retry-After for the n-th refusal of one key within the window: what the refusal itself asks
 * (`baseSeconds`), doubled for every earlier refusal and then spread over up to twice that
 * (jitter), never past the cap unless the refusal itself asks for more. Clients refused together
 * (a class signing in at the same minute) come back spread out and further apart each time,
 * instead of all at once again and again.
 */
export function backoffSeconds(refusals: number, baseSeconds: number, random: () => number = Math.random, capSeconds = BACKOFF_CAP_SECONDS): number {
  const base = Math.max(1, Math.ceil(baseSeconds));
  const grown = base * 2 ** Math.min(Math.max(refusals - 1, 0), 16);
  const jittered = Math.ceil(grown * (1 + random()));
  return Math.max(base, Math.min(capSeconds, jittered));
}
