import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as component tests see it: real requests from the generated client, answered by MSW.
 * Every test states the calls it expects; any other call fails the test (see test-setup.ts).
 */
export const apiServer = setupServer();

type Call = { url: string; body?: unknown; path?: unknown };

/** What one call was sent with: its JSON body (POST) and its path parameters, as strings. */
export interface Sent<Data extends Call> {
  body: Data['body'];
  path: Record<string, string>;
}

/** A path of the generated client (`/api/getPAAResource/{paaId}`) as MSW matches it (`:paaId`). */
const route = (url: string) => url.replace(/\{(\w+)\}/g, ':$1');

/** A request's JSON body; none (a GET, or a POST without one) is undefined. */
async function jsonOf<T>(request: Request): Promise<T> {
  const text = await request.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Answers one call of the API. `Data` and `Response` are the generated client's types of that call
 * (`GetCurrentPaaSessionData`, `GetCurrentPaaSessionResponse`), so a fixture that no longer matches
 * the contract does not compile. A reply may wait (for a promise the test settles) to stand for a slow
 * server. Returns what each call was sent with, in order.
 */
export function onCall<Data extends Call, Response extends JsonBodyType>(
  method: 'get' | 'post',
  url: Data['url'],
  reply: Response | ((sent: Sent<Data>) => Response | Promise<Response>),
  init: { status?: number } = {},
): Array<Sent<Data>> {
  const calls: Array<Sent<Data>> = [];
  apiServer.use(
    http[method](route(url), async ({ request, params }) => {
      const sent: Sent<Data> = {
        body: await jsonOf<Data['body']>(request),
        path: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      };
      calls.push(sent);
      return HttpResponse.json(typeof reply === 'function' ? await (reply as (s: Sent<Data>) => Response | Promise<Response>)(sent) : reply, init);
    }),
  );
  return calls;
}

/** A call that fails as the network would (the server is unreachable). */
export function failCall(method: 'get' | 'post', url: string): void {
  apiServer.use(http[method](route(url), () => HttpResponse.error()));
}
