import type { Client } from '../api/client';
import type * as Sdk from '../api/sdk.gen';
import { loadApiClient } from './api-client';

/**
 * The calls the first page makes (sign-in, its access list, the page view), each the same request
 * as its function in the generated SDK and typed as that function. The SDK is one module, and a
 * bundle holds a module whole: importing these from it would put every call of the portal in the
 * first page's script. Nor is the client itself: a call waits for it (sign-in's at the user's
 * click, the page view once the page has painted). first-page-calls.test.ts checks each against
 * the generated one.
 */
const LOGIN_TIME = { name: 'X-Login-Time', type: 'apiKey' } as const;
const SESSION_COOKIE = { in: 'cookie', name: 'portal_sid', type: 'apiKey' } as const;

type Call = (options: { client?: Client; headers?: HeadersInit | Record<string, unknown> } & Record<string, unknown>) => unknown;

function jsonCall<F>(url: string, security: ReadonlyArray<typeof LOGIN_TIME | typeof SESSION_COOKIE>): F {
  const call: Call = async (options) =>
    (options.client ?? (await loadApiClient())).post({
      security: [...security],
      url,
      ...options,
      headers: { 'Content-Type': 'application/json', ...(options.headers as Record<string, unknown>) },
    });
  return call as F;
}

export const login = jsonCall<typeof Sdk.login>('/api/login', [LOGIN_TIME]);
export const getCore = jsonCall<typeof Sdk.getCore>('/api/getCore', [LOGIN_TIME, SESSION_COOKIE]);
export const trackEvent = jsonCall<typeof Sdk.trackEvent>('/api/trackEvent', [LOGIN_TIME]);
