import { useTranslation } from 'react-i18next';

/** A whole percent as the language writes it: "29%" in English, "29 %" in Russian. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** formatPercent in the page's language. */
export function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatPercent(value, i18n.language);
}
