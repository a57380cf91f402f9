import { Fn } from '@portal/shared';
import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { toPageSize } from '../../lib/page-size';
import { useSession } from '../../lib/session';
import { HistoryChart } from './-components/history/HistoryChart';
import { HistoryTable } from './-components/history/HistoryTable';
import { PrintButton } from './-components/history/PrintButton';
import { HISTORY_PAGE_SIZES, type HistoryQuery } from './-components/history/queries';

const SORT_FIELDS = ['testName', 'mode', 'testScore', 'testCompletionDate'];

/** The table's page and order live in the address, so Back from a result returns to the same page. */
function historySearch(search: Record<string, unknown>): Partial<HistoryQuery> {
  const page = Number(search.page);
  const pageSize = toPageSize(search.pageSize, 10);
  return {
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...((HISTORY_PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== 10 ? { pageSize } : {}),
    ...(typeof search.sortField === 'string' && SORT_FIELDS.includes(search.sortField) ? { sortField: search.sortField } : {}),
    ...(search.sortOrder === 'asc' || search.sortOrder === 'desc' ? { sortOrder: search.sortOrder } : {}),
  };
}

/** 'History': the student's name, Print, a chart of scores over time and the completed tests. */
export const Route = createFileRoute('/home/testhistory/')({
  staticData: { title: 'history:title' },
  beforeLoad: requireFunction(Fn.History),
  validateSearch: historySearch,
  component: HistoryPage,
});

function HistoryPage() {
  const { t } = useTranslation('history');
  const { data: user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query: HistoryQuery = { page: 1, pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'desc', ...search };
  const onQuery = (patch: Partial<HistoryQuery>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();

  return (
    <PageContainer title={t('title')} size="lg" actions={<PrintButton />}>
      <Text size="lg">{t('student', { name })}</Text>
      <HistoryChart />
      <HistoryTable query={query} onQuery={onQuery} />
    </PageContainer>
  );
}
