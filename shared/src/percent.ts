/** A whole percent as the language writes it: "29%" in English, "29 %" in Russian (screens and printouts alike). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
