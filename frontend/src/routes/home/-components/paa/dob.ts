import { isValidDob } from '@backend/paa/dob-rule';

/**
 * The date of birth as the wizard takes it: typed as MM/DD/YYYY, then held to the same rule the
 * server applies to the 'YYYY-MM-DD' it receives.
 */
const TYPED = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY' → 'YYYY-MM-DD' when it obeys the rule, else null. `today` is the student's local date. */
export function parseBirthDate(typed: string, today: Date = new Date()): string | null {
  const match = TYPED.exec(typed);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const localToday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return isValidDob(iso, localToday) ? iso : null;
}

/** 'YYYY-MM-DD' from the server → the 'MM/DD/YYYY' the field shows. */
export function formatBirthDate(iso: string | null | undefined): string {
  const match = iso ? ISO.exec(iso.slice(0, 10)) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
