/** The longest Retry-After a refusal grows to: a client waits at most a minute between tries. */
export const BACKOFF_CAP_SECONDS = 60;

/** Refusals of one key are remembered this long after the first; a quiet key starts over. */
export const BACKOFF_WINDOW_SECONDS = 120;

/**
 * Doubled per earlier refusal of the key and spread by jitter (capped unless the refusal asks for more), so a
 * class refused together comes back spread out and further apart each time.
 */
export function backoffSeconds(refusals: number, baseSeconds: number, random: () => number = Math.random, capSeconds = BACKOFF_CAP_SECONDS): number {
  const base = Math.max(1, Math.ceil(baseSeconds));
  const grown = base * 2 ** Math.min(Math.max(refusals - 1, 0), 16);
  const jittered = Math.ceil(grown * (1 + random()));
  return Math.max(base, Math.min(capSeconds, jittered));
}
