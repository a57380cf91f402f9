import { useSyncExternalStore } from 'react';
import type { LoginResponseDto } from '../api/types.gen';

/** What the spec keeps in browser session storage: display data and the acl, never a secret. */
export interface PortalSession {
  isloggedIn: boolean;
  data: LoginResponseDto | null;
  acl: Record<string, string>;
}

const KEY = 'portal.session';
const LOGGED_OUT: PortalSession = { isloggedIn: false, data: null, acl: {} };
const listeners = new Set<() => void>();

function read(): PortalSession {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...LOGGED_OUT, ...(JSON.parse(raw) as PortalSession) } : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

let current = read();

function publish(next: PortalSession): void {
  current = next;
  if (next.isloggedIn) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

/**
 * Every window of the portal keeps its own copy of the session (sessionStorage is per window), but
 * the cookie is shared: when one window signs in again (the test player's sign-in after a session
 * ended, or a second tab), the others must send the new login time in X-Login-Time, or their next
 * state-changing call is refused. A sign-in is told to the other windows of the same origin; a
 * window signed in as the same user takes it over (keeping its access list while the message
 * carries none yet).
 */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal.session');

export function adoptSignIn(next: PortalSession): void {
  if (!next?.isloggedIn || !next.data || !current.isloggedIn || next.data.userId !== current.data?.userId) return;
  if (next.data.loginTime === current.data?.loginTime && Object.keys(next.acl).length === 0) return;
  publish({ ...next, acl: Object.keys(next.acl).length ? next.acl : current.acl });
}

channel?.addEventListener('message', (event: MessageEvent<PortalSession>) => adoptSignIn(event.data));

export const session = {
  get: (): PortalSession => current,
  start: (data: LoginResponseDto, acl: Record<string, string>) => {
    publish({ isloggedIn: true, data, acl });
    channel?.postMessage(current);
  },
  update: (patch: Partial<LoginResponseDto>) => current.data && publish({ ...current, data: { ...current.data, ...patch } }),
  clear: () => publish(LOGGED_OUT),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** the value of X-Login-Time: the login time, or 0 before login */
  loginTime: (): string => current.data?.loginTime ?? '0',
  can: (fn: number): boolean => current.acl[String(fn)] === 'W',
};

export function useSession(): PortalSession {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
