import { useSyncExternalStore } from 'react';

/** When the session ends, as this window knows it: a local clock time, and which limit ends it. */
export interface SessionExpiry {
  /** Date.now() value at which the server ends the session, null before the first answer that says */
  endsAt: number | null;
  /** the full idle span as last announced (null before one was): how far ahead to warn */
  idleSpan: number | null;
  /** idle: a call moves the end; lifetime: only a fresh sign-in helps */
  kind: 'idle' | 'lifetime';
}

const listeners = new Set<() => void>();
let current: SessionExpiry = { endsAt: null, idleSpan: null, kind: 'idle' };
// The portal and its test window share one session cookie: a call in either moves the end for both.
const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('portal.session-expiry') : null;

function publish(next: SessionExpiry, share: boolean): void {
  current = next;
  if (share) channel?.postMessage(next);
  listeners.forEach((l) => l());
}

channel?.addEventListener('message', (event: MessageEvent<SessionExpiry>) => publish(event.data, false));

export const sessionExpiry = {
  get: (): SessionExpiry => current,
  /** Reads the X-Session-Expires-In / X-Session-Expiry headers every answer of a live session carries. */
  observe(response: Response): void {
    const seconds = Number(response.headers.get('x-session-expires-in'));
    const kind = response.headers.get('x-session-expiry');
    if (!response.headers.has('x-session-expires-in') || !Number.isFinite(seconds)) return;
    // Near the absolute lifetime the seconds left are not the idle limit: the last idle span stays.
    const lifetime = kind === 'lifetime';
    publish({ endsAt: Date.now() + seconds * 1000, idleSpan: lifetime ? current.idleSpan : seconds * 1000, kind: lifetime ? 'lifetime' : 'idle' }, true);
  },
  forget: (): void => publish({ endsAt: null, idleSpan: null, kind: 'idle' }, false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionExpiry(): SessionExpiry {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get, sessionExpiry.get);
}
