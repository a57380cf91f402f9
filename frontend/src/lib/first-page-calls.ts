import type { Client } from '../api/client';
import { client } from '../api/client.gen';
import type * as Sdk from '../api/sdk.gen';

/**
 * The calls the first page makes (sign-in, its access list, the page view), each the same request
 * as its function in the generated SDK and typed as that function. The SDK is one module, and a
 * bundle holds a module whole: importing these from it would put every call of the portal in the
 * first page's script. first-page-calls.test.ts checks each against the generated one.
 */
const LOGIN_TIME = { name: 'X-Login-Time', type: 'apiKey' } as const;
const SESSION_COOKIE = { in: 'cookie', name: 'portal_sid', type: 'apiKey' } as const;

type Call = (options: { client?: Client; headers?: HeadersInit | Record<string, unknown> } & Record<string, unknown>) => unknown;

function jsonCall<F>(url: string, security: ReadonlyArray<typeof LOGIN_TIME | typeof SESSION_COOKIE>): F {
  const call: Call = (options) =>
    (options.client ?? client).post({ security: [...security], url, ...options, headers: { 'Content-Type': 'application/json', ...(options.headers as Record<string, unknown>) } });
  return call as F;
}

export const login = jsonCall<typeof Sdk.login>('/api/login', [LOGIN_TIME]);
export const getCore = jsonCall<typeof Sdk.getCore>('/api/getCore', [LOGIN_TIME, SESSION_COOKIE]);
export const trackEvent = jsonCall<typeof Sdk.trackEvent>('/api/trackEvent', [LOGIN_TIME]);
