import { Fn } from '@portal/shared';
import { Alert, Anchor } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { ScoreReport } from '../../components/report/ScoreReport';
import { LoadErrorInPage, PendingBlocks } from '../../components/RouteLoad';
import { requireFunction } from '../../lib/guards';
import { historyReportQuery } from './-components/history/queries';

/** One past result from History: the same score report the player shows after Submit. */
export const Route = createFileRoute('/home/testhistory/$sessionId')({
  staticData: { title: 'history:report.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.History),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(historyReportQuery(Number(params.sessionId))),
  pendingComponent: () => (
    <HistoryReportFrame>
      <PendingBlocks blocks={[320]} />
    </HistoryReportFrame>
  ),
  // A result that is not the student's, or no longer there, reads as not found in the page.
  errorComponent: HistoryReportNotFound,
  component: HistoryReportPage,
});

function HistoryReportFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('history');
  return (
    <PageContainer title={t('report.title')} size="lg">
      <Anchor component={Link} to="/home/testhistory">
        {t('report.back')}
      </Anchor>
      {children}
    </PageContainer>
  );
}

function HistoryReportNotFound({ error }: ErrorComponentProps) {
  const { t } = useTranslation('history');
  return (
    <LoadErrorInPage error={error}>
      <HistoryReportFrame>
        <Alert color="red" role="alert">
          {t('report.notFound')}
        </Alert>
      </HistoryReportFrame>
    </LoadErrorInPage>
  );
}

function HistoryReportPage() {
  const { sessionId } = Route.useParams();
  const { data } = useSuspenseQuery(historyReportQuery(Number(sessionId)));
  return (
    <HistoryReportFrame>
      <ScoreReport report={data} />
    </HistoryReportFrame>
  );
}
