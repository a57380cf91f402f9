import '@testing-library/jest-dom/vitest';
import i18n, { i18nReady, LANGUAGES, NAMESPACES } from './i18n';

// Every namespace in both languages up front, as a page has them after a switch: tests change
// language and read at once.
await i18nReady;
await i18n.loadNamespaces(NAMESPACES);
await i18n.loadLanguages([...LANGUAGES]);

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
