/** How the statistics read: shares in whole per cent, correlations to two places, times in seconds. */
export const percent = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`);

export const correlation = (value: number | null | undefined, language: string): string =>
  value === null || value === undefined ? '—' : value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const seconds = (value: number | null | undefined, language: string): string | null =>
  value === null || value === undefined ? null : Math.round(value).toLocaleString(language);
