import { Fn } from '@portal/shared';
import { createFileRoute } from '@tanstack/react-router';
import i18n from '../../../i18n';
import { requireFunction } from '../../../lib/guards';
import { PaaWizard, WizardLoadError, WizardPending } from '../-components/paa/PaaWizard';
import { currentPaaQuery, institutionsQuery, videosQuery } from '../-components/paa/queries';

interface WizardSearch {
  /** 1: begin a new PAA even though one is in progress (the landing's confirm dialog said Yes) */
  restart?: 1;
}

export const Route = createFileRoute('/home/test/pre-assessment-wizard')({
  staticData: { title: 'paa:wizard.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Home),
  validateSearch: (search: Record<string, unknown>): WizardSearch => (String(search.restart) === '1' ? { restart: 1 } : {}),
  // The PAA to resume, the videos of step 2 and the institutions of step 1 are read before the
  // wizard opens, so it starts on the right step and going Back to step 1 shows the choice at once.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(currentPaaQuery()),
      queryClient.ensureQueryData(videosQuery(i18n.language)),
      queryClient.ensureQueryData(institutionsQuery()),
    ]),
  pendingComponent: WizardPending,
  // What cannot be read is said in the wizard's frame, with a way to try again.
  errorComponent: WizardLoadError,
  component: WizardPage,
});

function WizardPage() {
  const { restart } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PaaWizard
      restart={restart === 1}
      onCreated={() => void navigate({ search: {}, replace: true })}
      onFinished={() => void navigate({ to: '/home/test/pre-assessment-certificate' })}
    />
  );
}
