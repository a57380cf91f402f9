import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';

/**
 * The global progress bar shown while calls are under way, named in the interface language. It
 * sits in the page's banner, not in a portal of its own, so that it is inside a landmark like all
 * other content (it is fixed to the top of the window either way).
 */
export function ProgressBar() {
  const { t } = useTranslation();
  return <NavigationProgress withinPortal={false} aria-label={t('progressLabel')} />;
}
