import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The bar shows only while calls are under way, so its drawing (Mantine's Progress and transitions)
// arrives after the first page has painted; the calls drive it through the store in lib/api-client,
// which is part of the first page, so none is missed meanwhile.
const NavigationProgress = lazy(() => import('@mantine/nprogress').then((m) => ({ default: m.NavigationProgress })));

/**
 * The global progress bar shown while calls are under way, named in the interface language. It
 * sits in the page's banner, not in a portal of its own, so that it is inside a landmark like all
 * other content (it is fixed to the top of the window either way).
 */
export function ProgressBar() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <NavigationProgress withinPortal={false} aria-label={t('progressLabel')} />
    </Suspense>
  );
}
