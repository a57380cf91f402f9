import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.lang';
const NAMESPACES = ['common', 'auth', 'pages', 'imports', 'player', 'history', 'users', 'paa', 'session', 'results', 'home', 'verify'];

// One chunk per language, fetched when first needed: a page carries only the language it shows,
// and the other one arrives when the user switches.
const catalogueOf: Record<Language, () => Promise<Record<string, object>>> = {
  en: () => import('@portal/shared/i18n/en').then((m) => m.en),
  ru: () => import('@portal/shared/i18n/ru').then((m) => m.ru),
};

const sharedCatalogue: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = catalogueOf[lng as Language];
    if (!load) return callback(new Error(`no catalogue for ${lng}`), false);
    load().then(
      (catalogue) => callback(null, catalogue[ns] as never),
      (error: Error) => callback(error, false),
    );
  },
};

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
    ns: NAMESPACES,
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
