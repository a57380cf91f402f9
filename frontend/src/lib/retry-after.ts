import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The wait a 429 asks for, in whole seconds: its Retry-After header (seconds, or an HTTP date),
 * else the body's retryAfterSeconds. Undefined for any other answer, or a 429 that names none.
 */
export function retryAfterSeconds(response: Response | undefined, error: unknown, now = Date.now()): number | undefined {
  if (response?.status !== 429) return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Math.max(1, Number(header));
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(1, Math.ceil((at - now) / 1000));
  }
  const fromBody = (error as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof fromBody === 'number' && fromBody > 0 ? Math.ceil(fromBody) : undefined;
}

/** Whether a 429 says the portal was busy: the attempt itself was never judged, so it is worth sending again as it is. */
export function refusedAsBusy(error: unknown): boolean {
  return (error as { busy?: unknown } | undefined)?.busy === true;
}

/**
 * A countdown of the seconds a refusal asked for: `seconds` left (0 when not waiting), and
 * `start(seconds, then)` to begin one that calls `then` once it has passed.
 */
export function useWait(): { seconds: number; start: (seconds: number, then?: () => void) => void } {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const start = useCallback((wait: number, then?: () => void) => {
    clearInterval(timer.current);
    const until = Date.now() + wait * 1000;
    setSeconds(wait);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer.current);
        then?.();
      }
    }, 250);
  }, []);
  return { seconds, start };
}
