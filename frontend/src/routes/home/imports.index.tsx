import { Fn } from '@portal/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { PendingPage } from '../../components/RouteLoad';
import { loadOnEntry, readTableState } from '../../components/table-search';
import { requireFunction } from '../../lib/guards';
import { session } from '../../lib/session';
import { ImportForm } from './-components/imports/ImportForm';
import { ImportHistory } from './-components/imports/ImportHistory';
import { IMPORT_HISTORY_TABLE, importCategoriesQuery, importHistoryQuery } from './-components/imports/queries';

/** 'Imports': the File Import form (function 11) and the Import History table. */
export const Route = createFileRoute('/home/imports/')({
  staticData: { title: 'imports:title' },
  beforeLoad: requireFunction(Fn.Imports),
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadOnEntry({ cause }, () =>
      Promise.all([
        session.can(Fn.ImportUpload) && queryClient.ensureQueryData(importCategoriesQuery(i18n.language)),
        queryClient.ensureQueryData(importHistoryQuery(readTableState(deps, IMPORT_HISTORY_TABLE), i18n.language)),
      ]),
    ),
  pendingComponent: () => <PendingPage title="imports:title" size="xl" blocks={session.can(Fn.ImportUpload) ? [360, 400] : [400]} />,
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
