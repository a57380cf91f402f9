import i18n from '../../../../i18n';

/** A day in the reader's language, e.g. "November 23, 2026". */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date);
}
