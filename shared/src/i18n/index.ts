import enApi from './en/api.json';
import { en } from './en';
import ruApi from './ru/api.json';
import { ru } from './ru';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'ru'];

/** The SPA's texts by language and namespace. The SPA itself loads `en.ts` or `ru.ts` on demand. */
export const catalogues = { en, ru };
export type Namespace = keyof typeof en;

/** The API's message keys; a message may be `$t(ns:key)`, a text of the SPA's catalogue said again. */
export type MessageKey = keyof typeof enApi;
export const apiMessages: Record<Lang, Record<MessageKey, string>> = { en: enApi, ru: ruApi };
