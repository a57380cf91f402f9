import { Fn } from '@portal/shared';
import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { useSession } from '../../lib/session';
import { HistoryChart } from './-components/history/HistoryChart';
import { HistoryTable } from './-components/history/HistoryTable';
import { historyChartQuery, historyPageQuery } from './-components/history/queries';
import { HISTORY_TABLE } from './-components/history/search';
import { PrintButton } from './-components/history/PrintButton';
import { loadOnEntry, readTableState, tableSearchOf } from '../../components/table-search';
import { PendingPage } from '../../components/RouteLoad';

/** 'History': the student's name, Print, a chart of scores over time and the completed tests. */
export const Route = createFileRoute('/home/testhistory/')({
  staticData: { title: 'history:title' },
  beforeLoad: requireFunction(Fn.History),
  // The table's page and order live in the address, so Back from a result returns to the same page.
  validateSearch: (search: Record<string, unknown>) => tableSearchOf(search, HISTORY_TABLE),
  loaderDeps: ({ search }) => search,
  // Tests are finished in another window (or since Home read the first page): History reads anew
  // whenever what it has is stale, rather than showing it and catching up.
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadOnEntry({ cause }, () =>
      Promise.all([queryClient.fetchQuery(historyChartQuery()), queryClient.fetchQuery(historyPageQuery(readTableState(deps, HISTORY_TABLE)))]),
    ),
  pendingComponent: () => <PendingPage title="history:title" size="lg" blocks={[28, 360, 400]} />,
  component: HistoryPage,
});

function HistoryPage() {
  const { t } = useTranslation('history');
  const { data: user } = useSession();
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();

  return (
    <PageContainer title={t('title')} size="lg" actions={<PrintButton />}>
      <Text size="lg">{t('student', { name })}</Text>
      <HistoryChart />
      <HistoryTable />
    </PageContainer>
  );
}
