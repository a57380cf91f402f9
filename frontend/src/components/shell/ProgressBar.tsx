import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_STEP_MS, useProgressBarWanted } from '../../lib/api-client';

// The bar shows only while calls are under way, so its drawing (Mantine's Progress and transitions)
// arrives with the first call, never before the first page has painted; the calls drive it through
// the progress store, which holds their state until the bar is drawn, so none is missed meanwhile.
const NavigationProgress = lazy(() => import('@mantine/nprogress').then((m) => ({ default: m.NavigationProgress })));

/**
 * The global progress bar shown while calls are under way, named in the interface language. It
 * sits in the page's banner, not in a portal of its own, so that it is inside a landmark like all
 * other content (it is fixed to the top of the window either way).
 */
export function ProgressBar() {
  const { t } = useTranslation();
  if (!useProgressBarWanted()) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgress withinPortal={false} stepInterval={PROGRESS_STEP_MS} aria-label={t('progressLabel')} />
    </Suspense>
  );
}
