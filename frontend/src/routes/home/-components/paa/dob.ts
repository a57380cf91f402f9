import { isValidDob } from '@portal/shared';
import { currentLanguage, type Language } from '../../../../i18n';

/**
 * The date of birth as the wizard takes it: typed in the order of the interface language
 * (MM/DD/YYYY in English, DD.MM.YYYY in Russian), then held to the same rule the server applies to
 * the 'YYYY-MM-DD' it receives. The separator tells the two orders apart, so a date typed before
 * the language was switched still reads the same.
 */
const US = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const DOTTED = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY' or 'DD.MM.YYYY' → 'YYYY-MM-DD' when it obeys the rule, else null. `today` is the student's local date. */
export function parseBirthDate(typed: string, today: Date = new Date()): string | null {
  const us = US.exec(typed);
  const dotted = us ? null : DOTTED.exec(typed);
  if (!us && !dotted) return null;
  const [month, day, year] = us ? [Number(us[1]), Number(us[2]), Number(us[3])] : [Number(dotted![2]), Number(dotted![1]), Number(dotted![3])];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const localToday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return isValidDob(iso, localToday) ? iso : null;
}

/** 'YYYY-MM-DD' from the server → the field's text in the language's order. */
export function formatBirthDate(iso: string | null | undefined, lang: Language = currentLanguage()): string {
  const match = iso ? ISO.exec(iso.slice(0, 10)) : null;
  if (!match) return '';
  return lang === 'ru' ? `${match[3]}.${match[2]}.${match[1]}` : `${match[2]}/${match[3]}/${match[1]}`;
}
