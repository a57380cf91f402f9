import { Fn } from '@portal/shared';
import { createFileRoute } from '@tanstack/react-router';
import { requireFunction } from '../../../lib/guards';
import { CertificateCard } from '../-components/paa/CertificateCard';

export const Route = createFileRoute('/home/test/pre-assessment-certificate')({
  staticData: { title: 'paa:certificate.title' },
  beforeLoad: requireFunction(Fn.Home),
  component: CertificateCard,
});
