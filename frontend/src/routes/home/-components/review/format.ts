import { formatPercent } from '../../../../lib/percent';

/** How the statistics read: shares in whole per cent as the language writes them, correlations to two places, times in seconds. */
export const percent = (value: number | null | undefined, language: string): string =>
  value === null || value === undefined ? '—' : formatPercent(value * 100, language);

export const correlation = (value: number | null | undefined, language: string): string =>
  value === null || value === undefined ? '—' : value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const seconds = (value: number | null | undefined, language: string): string | null =>
  value === null || value === undefined ? null : Math.round(value).toLocaleString(language);

/** An item's IRT status as a word, for the table. */
export const irtStatusText = (irt: { status: string } | null | undefined, t: (key: string) => string): string =>
  irt ? t(`stats.irtStatusName.${irt.status}`) : '—';
