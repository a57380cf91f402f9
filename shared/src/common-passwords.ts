import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that the first guesses of an attacker find: the zxcvbn-ts list of common and breached
 * passwords (about 49,000, most common first, all lower case). Shared by the API and the SPA's
 * live checklist.
 */
const LIST = dictionary['passwords-common'];
const COMMON = new Set(LIST);
/**
 * A spray tries the most common words with a year, digits or a symbol added ('Welcome2026',
 * 'Summer2026!'), so for these the word itself is enough to refuse; for the rest of the list only
 * the whole password is, or half the dictionary's words would be refused with any suffix.
 */
const STEMS = new Set(LIST.slice(0, 1000).filter((w) => /[a-z]/.test(w)));
const AFFIX = /^[\d\W_]+|[\d\W_]+$/g;

/** Whether the password (in any letter case) is a common one, or a very common word with digits or symbols around it. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  return STEMS.has(lower.replace(AFFIX, ''));
}
