import { describe, expect, it } from 'vitest';
import { createClient } from '../api/client';
import * as sdk from '../api/sdk.gen';
import * as light from './first-page-calls';

/** What a call puts on the wire, read from the request the client hands to fetch. */
async function sentBy(call: (options: never) => unknown, options: Record<string, unknown>) {
  let sent: Request | undefined;
  const client = createClient({
    baseUrl: 'http://portal.test',
    // The client hands fetch a ready Request.
    fetch: async (input: RequestInfo | URL) => {
      sent = input as Request;
      return Response.json({ result: 'SUCCESS' });
    },
  });
  const answer = (await call({ ...options, client } as never)) as { data?: unknown };
  const request = sent!;
  return { method: request.method, url: request.url, headers: [...request.headers.entries()], body: await request.text(), data: answer.data };
}

describe('the first page calls', () => {
  const cases = [
    ['login', light.login, sdk.login, { body: { email: 'ana@example.org', password: 'Secret.2026' } }],
    ['getCore', light.getCore, sdk.getCore, { body: { result: 'SUCCESS', userId: 7, loginTime: '1700000000000' } }],
    ['trackEvent', light.trackEvent, sdk.trackEvent, { body: { type: 'page_view', path: '/login' }, headers: { 'X-Extra': 'kept' } }],
  ] as const;

  it.each(cases)('%s sends the request the generated SDK sends, and reads its answer the same way', async (_name, lightCall, generated, options) => {
    const mine = await sentBy(lightCall as never, options);
    expect(mine).toEqual(await sentBy(generated as never, options));
    expect(mine.method).toBe('POST');
    expect(mine.data).toEqual({ result: 'SUCCESS' });
  });
});
