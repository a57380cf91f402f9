import i18n from '../../../i18n';

/** A date and time in the reader's language, e.g. "December 6, 2026 at 2:15 PM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
