import { useSyncExternalStore } from 'react';
import type { Client } from '../api/client';
import i18n from '../i18n';
import { session } from './session';
import { sessionExpiry } from './session-expiry';

/** How often the bar creeps forward while calls are under way (the bar's own default). */
export const PROGRESS_STEP_MS = 500;

// The progress bar's package (its store and its drawing) loads with the first call rather than with
// the first page; start and complete keep their order, as both wait on the same import. The store
// is set up here, with the bar's own settings: the bar, drawn later, sets up a store that is not yet
// set up, and doing so would drop the timer of a start made before it, which then runs forever and
// keeps the bar shown as loading after every call has ended.
const progress = () =>
  import('@mantine/nprogress').then((m) => {
    m.nprogressStore.initialize({ mounted: false, progress: 0, interval: -1, step: 1, stepInterval: PROGRESS_STEP_MS, timeouts: [] });
    return m.nprogress;
  });
let inFlight = 0;
// The bar itself (components/shell/ProgressBar) is drawn from the first call on, reading the state
// of the progress store: a page that makes none (sign-in) never loads it.
let barWanted = false;
const barListeners = new Set<() => void>();
const subscribeBar = (listener: () => void) => {
  barListeners.add(listener);
  return () => void barListeners.delete(listener);
};

/** Whether a call has been made yet, so that the progress bar has something to show. */
export function useProgressBarWanted(): boolean {
  return useSyncExternalStore(
    subscribeBar,
    () => barWanted,
    () => barWanted,
  );
}

let onUnauthorized: () => void = () => undefined;
/** A page that lets the user sign in again where they are (the test player), instead of leaving for /login. */
let inPlace: (() => void) | null = null;

export function handleSessionEndInPlace(handler: () => void): () => void {
  inPlace = handler;
  return () => {
    if (inPlace === handler) inPlace = null;
  };
}

/** What a 401 does: the player asks for the password again in place; elsewhere the session is forgotten (spec 6, 8). */
export function sessionEnded(): void {
  sessionExpiry.forget();
  if (inPlace) return inPlace();
  session.clear();
  onUnauthorized();
}

/** Called once at start: the router decides where a 401 sends the user. */
export function setupApiClient(options: { onUnauthorized: () => void }): void {
  onUnauthorized = options.onUnauthorized;
  setUpOnLoad = true;
}

let setUpOnLoad = false;
let loading: Promise<Client> | undefined;

/**
 * The generated client, loading it the first time: it is not part of the first page, which makes
 * no call before it has painted. The query cache waits for it (lib/query-layer.tsx), so every read
 * and change, and every page but the light ones, finds it set up; the first page's own calls ask
 * for it (lib/first-page-calls.ts). Component tests, which set the client up themselves, get it
 * as it is.
 */
export function loadApiClient(): Promise<Client> {
  loading ??= import('./api-client-setup').then(({ client, watchCalls }) => {
    if (setUpOnLoad) watchCalls({ started: callStarted, ended: callEnded, answered });
    return client;
  });
  return loading;
}

function callStarted(request: Request): void {
  request.headers.set('X-Login-Time', session.loginTime());
  request.headers.set('Accept-Language', i18n.language);
  if (inFlight++ === 0) void progress().then((bar) => bar.start());
  if (!barWanted) {
    barWanted = true;
    barListeners.forEach((listener) => listener());
  }
}

function callEnded(): void {
  if (--inFlight <= 0) {
    inFlight = 0;
    void progress().then((bar) => bar.complete());
  }
}

function answered(response: Response): void {
  sessionExpiry.observe(response);
  // A 401 on any call means the session is gone: forget it and go to sign-in (spec 6, 8).
  if (response.status === 401 && session.get().isloggedIn) sessionEnded();
}

/** The { message, errors } body every failed call carries; field errors are keyed by field name. */
export interface ApiProblem {
  statusCode?: number;
  message?: string;
  errors?: Array<{ field: string; message: string }>;
}

export function fieldErrors(problem: unknown): Record<string, string> {
  const errors = (problem as ApiProblem | undefined)?.errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}
