import { Fn } from '@portal/shared';
import { Alert, Anchor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { ScoreReport } from '../../components/report/ScoreReport';
import { requireFunction } from '../../lib/guards';
import { historyReportQuery } from './-components/history/queries';

/** One past result from History: the same score report the player shows after Submit. */
export const Route = createFileRoute('/home/testhistory/$sessionId')({
  staticData: { title: 'history:report.title' },
  beforeLoad: requireFunction(Fn.History),
  component: HistoryReportPage,
});

function HistoryReportPage() {
  const { t } = useTranslation('history');
  const { sessionId } = Route.useParams();
  const { data, isError } = useQuery(historyReportQuery(Number(sessionId)));
  return (
    <PageContainer title={t('report.title')} size="lg">
      <Anchor component={Link} to="/home/testhistory">
        {t('report.back')}
      </Anchor>
      {isError ? (
        <Alert color="red" role="alert">
          {t('report.notFound')}
        </Alert>
      ) : !data ? (
        <Skeleton height={320} aria-busy="true" />
      ) : (
        <ScoreReport report={data} />
      )}
    </PageContainer>
  );
}
