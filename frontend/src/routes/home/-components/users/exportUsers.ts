import { client } from '../../../../api/client.gen';
import { exportUsers } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadBlob } from '../../../../lib/download';
import i18n, { loadNamespace } from '../../../../i18n';
import type { UsersFilters } from './search';

/**
 * Asks for the spreadsheet of the filtered users, then fetches it with the session (it is only for
 * staff) and hands it to the browser as a download.
 */
export async function downloadUsersExport(filters: UsersFilters, sort: { sortField?: string; sortOrder?: 'asc' | 'desc' }): Promise<void> {
  await loadNamespace('users');
  const t = (key: string) => i18n.t(key, { ns: 'users' });
  const { data } = await exportUsers({ body: { ...filters, ...(sort as object) } });
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
  downloadBlob(file.data, data.FILE_NAME ?? 'users.xlsx');
}
