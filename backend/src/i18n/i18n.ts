import { en, type MessageKey } from './en';
import { ru } from './ru';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'ru'];
const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, ru };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[lang][key] ?? en[key];
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
