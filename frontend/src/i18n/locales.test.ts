import { apiMessages, catalogues } from '@portal/shared';
import { describe, expect, it } from 'vitest';

// Plural forms differ by language (ru has _few and _many); a key counts once whatever its forms.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const resources = {
  en: { ...catalogues.en, api: apiMessages.en },
  ru: { ...catalogues.ru, api: apiMessages.ru },
};

describe('translations', () => {
  it.each(Object.keys(resources.en))('ru has every key of en in %s, each translated', (ns) => {
    const en = resources.en[ns as keyof typeof resources.en];
    const ru = resources.ru[ns as keyof typeof resources.ru];
    const base = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, '')))].sort();
    expect(base(keys(ru))).toEqual(base(keys(en)));
  });
});
