import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHistory from './locales/en/history.json';
import enHome from './locales/en/home.json';
import enPaa from './locales/en/paa.json';
import enImports from './locales/en/imports.json';
import enPages from './locales/en/pages.json';
import enPlayer from './locales/en/player.json';
import enSession from './locales/en/session.json';
import enResults from './locales/en/results.json';
import enReview from './locales/en/review.json';
import enUsers from './locales/en/users.json';
import enVerify from './locales/en/verify.json';
import ruAuth from './locales/ru/auth.json';
import ruCommon from './locales/ru/common.json';
import ruHistory from './locales/ru/history.json';
import ruHome from './locales/ru/home.json';
import ruPaa from './locales/ru/paa.json';
import ruImports from './locales/ru/imports.json';
import ruPages from './locales/ru/pages.json';
import ruPlayer from './locales/ru/player.json';
import ruSession from './locales/ru/session.json';
import ruResults from './locales/ru/results.json';
import ruReview from './locales/ru/review.json';
import ruUsers from './locales/ru/users.json';
import ruVerify from './locales/ru/verify.json';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.lang';

export const resources = {
  en: { common: enCommon, auth: enAuth, pages: enPages, imports: enImports, player: enPlayer, history: enHistory, users: enUsers, paa: enPaa, session: enSession, results: enResults, home: enHome, verify: enVerify, review: enReview },
  ru: { common: ruCommon, auth: ruAuth, pages: ruPages, imports: ruImports, player: ruPlayer, history: ruHistory, users: ruUsers, paa: ruPaa, session: ruSession, results: ruResults, home: ruHome, verify: ruVerify, review: ruReview },
} as const;

function initialLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (saved === 'en' || saved === 'ru') return saved;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  ns: ['common', 'auth', 'pages', 'imports', 'player', 'history', 'users', 'paa', 'session', 'results', 'home', 'verify', 'review'],
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
