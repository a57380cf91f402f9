/**
 * The date-of-birth rule of the Pre-Assessment Activity (spec 5): typed as MM/DD/YYYY, a real
 * calendar date, after the year 1900, before the current year and not in the future. The server
 * applies the same rule to the 'YYYY-MM-DD' it receives.
 */
const TYPED = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD' when it obeys the rule, else null. `today` is the student's local date. */
export function parseBirthDate(typed: string, today: Date = new Date()): string | null {
  const match = TYPED.exec(typed);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = calendarDate(year, month, day);
  if (!date) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (year <= 1900 || year >= today.getFullYear() || date.getTime() > todayUtc) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'YYYY-MM-DD' from the server → the 'MM/DD/YYYY' the field shows. */
export function formatBirthDate(iso: string | null | undefined): string {
  const match = iso ? ISO.exec(iso.slice(0, 10)) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
