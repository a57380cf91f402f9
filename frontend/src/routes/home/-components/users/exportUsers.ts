import { exportUsers } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { session } from '../../../../lib/session';
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
  const response = await fetch(data.FILE_URL, { credentials: 'same-origin', headers: { 'X-Login-Time': session.loginTime(), 'Accept-Language': i18n.language } }).catch(() => null);
  if (!response?.ok) {
    alerts.error(t('export.missing'));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = data.FILE_NAME ?? 'users.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
