import { Fn } from '@portal/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { session } from '../../lib/session';
import { ImportForm } from './-components/imports/ImportForm';
import { ImportHistory } from './-components/imports/ImportHistory';

/** 'Imports': the File Import form (function 11) and the Import History table. */
export const Route = createFileRoute('/home/imports/')({
  staticData: { title: 'imports:title' },
  beforeLoad: requireFunction(Fn.Imports),
  component: ImportsPage,
});

function ImportsPage() {
  const { t } = useTranslation('imports');
  return (
    <PageContainer title={t('title')} size="xl">
      {session.can(Fn.ImportUpload) && <ImportForm />}
      <ImportHistory />
    </PageContainer>
  );
}
