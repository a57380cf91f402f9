import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.lang';
/** Every namespace of the catalogue; a page loads those it uses (react-i18next's `useTranslation(ns)`). */
export const NAMESPACES = [
  'common',
  'auth',
  'pages',
  'imports',
  'player',
  'history',
  'users',
  'paa',
  'session',
  'results',
  'home',
  'verify',
  'review',
  'notifications',
  'reports',
];
/**
 * The namespaces every page has from the start: the shell's and the sign-in page's, and those read
 * outside React by code any page may run (validators, alerts, the session dialogs). Code outside
 * React that reads another namespace loads it first (`loadNamespace`).
 */
const FIRST_NAMESPACES = ['common', 'auth'];

// One chunk per language and namespace, fetched when first needed: a page carries only the texts
// it shows, in the language it shows, and the rest arrive when the user moves on or switches.
const namespaceFiles = import.meta.glob<Record<string, unknown>>(['./{en,ru}/*.json', '!**/api.json'], { import: 'default', base: '../../../shared/src/i18n' });
const fileOf = (lng: string, ns: string) => namespaceFiles[`./${lng}/${ns}.json`];

const sharedCatalogue: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = fileOf(lng, ns);
    if (!load) return callback(new Error(`no texts for ${lng}/${ns}`), false);
    load().then(
      (texts) => callback(null, texts as never),
      (error: Error) => callback(error, false),
    );
  },
};

/** Loads a namespace's texts in the current language for code that reads them outside React. */
export function loadNamespace(ns: string): Promise<void> {
  return i18n.loadNamespaces(ns);
}

function initialLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (saved === 'en' || saved === 'ru') return saved;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** Settles once the first language's texts are in; the page renders after it, so no key ever shows. */
export const i18nReady = i18n
  .use(sharedCatalogue)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Russian holds every English key (locales.test.ts), so no fallback language is fetched beside it.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: FIRST_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return i18n.language === 'ru' ? 'ru' : 'en';
}

export default i18n;
