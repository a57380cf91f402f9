import { apiMessages, catalogues, type Lang, LANGS, type MessageKey } from '@portal/shared';

export { type Lang, LANGS, type MessageKey };

/** The locale each language writes dates and numbers in, in documents and messages. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', ru: 'ru-RU' };

/** `$t(ns:key)` in an API message names a text of the SPA's catalogue (i18next's nesting syntax). */
const REFERENCE = /\$t\((\w+):([\w.]+)\)/g;

function lookup(lang: Lang, ns: string, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (catalogues[lang] as Record<string, unknown>)[ns]);
  if (typeof found !== 'string') throw new Error(`The API message refers to ${ns}:${path}, which the ${lang} catalogue does not hold`);
  return found;
}

/** Resolved once at start-up, so a broken reference stops the API at once rather than at the first answer. */
function resolved(lang: Lang): Record<MessageKey, string> {
  const messages = apiMessages[lang];
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replace(REFERENCE, (_, ns: string, path: string) => lookup(lang, ns, path))]),
  ) as Record<MessageKey, string>;
}

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en: resolved('en'), ru: resolved('ru') };

/** The API's English texts, resolved (reference data is seeded from them). */
export const en = dictionaries.en;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(dictionaries.en, value);
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[lang][key] ?? dictionaries.en[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The client sends its interface language in Accept-Language; anything else falls back to English. */
export function langFrom(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'ru' ? 'ru' : 'en';
}

export function normalizeLang(value: string | undefined | null): Lang {
  return value === 'ru' ? 'ru' : 'en';
}
