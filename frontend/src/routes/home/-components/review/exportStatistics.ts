import { exportItemStatistics } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadBlob } from '../../../../lib/download';
import i18n from '../../../../i18n';
import type { StatsMode } from './queries';

/** Fetches the version's item statistics with the IRT parameters as a spreadsheet, with the session, and saves it. */
export async function downloadItemStatistics(testDetailId: number, mode: StatsMode): Promise<void> {
  const file = await exportItemStatistics({ path: { testDetailId, mode }, parseAs: 'blob' }).catch(() => null);
  if (!file?.data || file.error) {
    alerts.error(i18n.t('stats.downloadFailed', { ns: 'review' }), { action: 'item-stats' });
    return;
  }
  downloadBlob(file.data, `item-statistics-${testDetailId}-${mode === 2 ? 'practice' : 'learn'}.xlsx`);
}
