import { Fn } from '@portal/shared';
import { createFileRoute } from '@tanstack/react-router';
import { requireFunction } from '../../../lib/guards';
import { PaaWizard } from '../-components/paa/PaaWizard';

interface WizardSearch {
  /** 1: begin a new PAA even though one is in progress (the landing's confirm dialog said Yes) */
  restart?: 1;
}

export const Route = createFileRoute('/home/test/pre-assessment-wizard')({
  staticData: { title: 'paa:wizard.title' },
  beforeLoad: requireFunction(Fn.Home),
  validateSearch: (search: Record<string, unknown>): WizardSearch => (String(search.restart) === '1' ? { restart: 1 } : {}),
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
