import { Fn } from '@portal/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorInPage, PendingPage } from '../../../components/RouteLoad';
import { requireFunction } from '../../../lib/guards';
import { CertificateCard } from '../-components/paa/CertificateCard';
import { currentPaaQuery } from '../-components/paa/queries';

export const Route = createFileRoute('/home/test/pre-assessment-certificate')({
  staticData: { title: 'paa:certificate.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Home),
  // The latest PAA is read before the page shows, so the card opens whole.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(currentPaaQuery()),
  pendingComponent: () => <PendingPage title="paa:certificate.title" blocks={[260]} />,
  // A PAA that cannot be read shows as none finished yet, with the way to the activity, as it always has.
  errorComponent: CertificateLoadError,
  component: CertificatePage,
});

function CertificateLoadError({ error }: ErrorComponentProps) {
  return (
    <LoadErrorInPage error={error}>
      <CertificateCard current={undefined} />
    </LoadErrorInPage>
  );
}

function CertificatePage() {
  const { data: current } = useSuspenseQuery(currentPaaQuery());
  return <CertificateCard current={current} />;
}
