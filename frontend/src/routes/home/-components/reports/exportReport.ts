import { exportReport } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { session } from '../../../../lib/session';
import i18n from '../../../../i18n';
import { queryOf, type ReportsSearch, type ReportView } from './search';

/**
 * Asks for the spreadsheet of the report as filtered and sorted, then fetches it with the session
 * (it is only for staff with the function) and hands it to the browser as a download.
 */
export async function downloadReport(view: ReportView, search: ReportsSearch): Promise<void> {
  const t = (key: string) => i18n.t(key, { ns: 'reports' });
  const { page: _page, pageSize: _size, ...filters } = queryOf(search);
  const { data } = await exportReport({ body: { ...filters, report: view } });
  if (data?.status !== 'SUCCESS' || !data.FILE_URL) {
    alerts.error(data?.message ?? t('export.failed'));
    return;
  }
  const response = await fetch(data.FILE_URL, { credentials: 'same-origin', headers: { 'X-Login-Time': session.loginTime(), 'Accept-Language': i18n.language } }).catch(() => null);
  if (!response?.ok) {
    alerts.error(t('export.missing'));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = data.FILE_NAME ?? `report-${view}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
