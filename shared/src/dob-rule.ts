/**
 * The date-of-birth rule of the Pre-Assessment Activity (spec 5), one implementation for the API
 * and the wizard: a real calendar date 'YYYY-MM-DD', its year after 1900 and before the current
 * year, and not in the future. `today` is the caller's calendar date as UTC midnight (the wizard
 * passes the student's local date, the API the UTC date).
 */
export function isValidDob(value: string | null | undefined, today: Date): boolean {
  if (!value) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year > 1900 && year < today.getUTCFullYear() && date.getTime() <= today.getTime();
}
