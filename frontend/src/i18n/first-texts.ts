// What decides the first language and its first namespaces, without i18next: the SPA's i18n setup
// reads it, and so does the build, which has index.html fetch those texts beside the entry
// (frontend/preload-first-texts.ts).
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const STORAGE_KEY = 'portal.lang';
/**
 * The namespaces every page has from the start: the shell's and the sign-in page's, and those read
 * outside React by code any page may run (validators, alerts, the session dialogs). Code outside
 * React that reads another namespace loads it first (`loadNamespace`).
 */
export const FIRST_NAMESPACES = ['common', 'auth'];
/** Pages that need only the first page's styles (styles/first-page.ts) and texts. */
export const LIGHT_PAGES = new Set(['/login']);
/** The namespace of the signed-in and information pages, which the light pages do not need. */
export const HEAVY_PAGES_NAMESPACE = 'pages';
