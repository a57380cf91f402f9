import { formatPercent } from '@portal/shared';
import { useTranslation } from 'react-i18next';

export { formatPercent };

/** formatPercent in the page's language. */
export function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatPercent(value, i18n.language);
}
