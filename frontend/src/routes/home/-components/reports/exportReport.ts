import { client } from '../../../../api/client.gen';
import { exportReport } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadBlob } from '../../../../lib/download';
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
  // Through the client, whose interceptors send the session's headers as on every other call.
  const file = await client.get({ url: data.FILE_URL, parseAs: 'blob' }).catch(() => null);
  if (!(file?.data instanceof Blob)) {
    alerts.error(t('export.missing'));
    return;
  }
  downloadBlob(file.data, data.FILE_NAME ?? `report-${view}.xlsx`);
}
