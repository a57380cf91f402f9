import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { client } from './api/client.gen';
import { apiServer } from './testing/api';
import i18n, { i18nReady, LANGUAGES, NAMESPACES } from './i18n';

// Every namespace in both languages up front, as a page has them after a switch: tests change
// language and read at once.
await i18nReady;
await i18n.loadNamespaces(NAMESPACES);
await i18n.loadLanguages([...LANGUAGES]);

// What a test waits for is rendering and chunks compiled on first use (vite.config.ts: testTimeout),
// slow on a busy machine; a wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// Component tests send real requests through the generated client; MSW answers them (testing/api.ts).
// Node's fetch takes only absolute addresses, where the SPA's are relative to its own origin.
client.setConfig({ baseUrl: window.location.origin });
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
// Without globals Testing Library cannot unmount by itself. What a test rendered goes before its
// calls' answers do (vite.config.ts runs these hooks in this order, then the file's own): a page
// left mounted would go on calling and timing after its test, into the next or past the file's end.
afterEach(cleanup);
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// React's development build reads window.event when a scheduler task starts (setImmediate in Node):
// a task queued by the last unmount must run before the file's jsdom window is torn down.
const realTimeout = setTimeout;
const realImmediate = setImmediate;
afterAll(async () => {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((done) => realTimeout(done, 0));
    await new Promise((done) => realImmediate(done));
  }
});
