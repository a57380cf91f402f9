import { Fn } from '@portal/shared';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import type { ProcessLogEntryDto } from '../../api/types.gen';
import { PageContainer } from '../../components/PageContainer';
import { LoadErrorInPage, useReadLanguage } from '../../components/RouteLoad';
import { tableSearchOf, useTableSearch } from '../../components/table-search';
import { requireFunction } from '../../lib/guards';
import { type Column, DataTable } from '../../components/DataTable';
import { type LogRow, logRows, pageOf } from './-components/imports/processLog';
import { processLogQuery } from './-components/imports/queries';
import { ERRORS_TABLE } from './-components/imports/search';

/** 'Import Errors': the findings of a failed import by file, sortable by file and paged; the address keeps the page, size and order. */
export const Route = createFileRoute('/home/imports/errors/$id')({
  staticData: { title: 'imports:errors.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Imports),
  validateSearch: (search: Record<string, unknown>) => tableSearchOf(search, ERRORS_TABLE),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(processLogQuery(Number(params.id), i18n.language)),
  pendingComponent: () => <ImportErrors />,
  // An upload that is not there (or not failed) reads as not found above an empty table.
  errorComponent: ImportErrorsLoadError,
  component: ImportErrorsPage,
});

function ImportErrorsLoadError({ error }: ErrorComponentProps) {
  return (
    <LoadErrorInPage error={error}>
      <ImportErrors notFound />
    </LoadErrorInPage>
  );
}

function ImportErrorsPage() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(processLogQuery(Number(id), useReadLanguage()));
  return <ImportErrors fileName={data.fileName} log={data.processLog} />;
}

/** The page while it reads (no file name, no rows yet), once read, or with the upload not found. */
function ImportErrors({ fileName, log, notFound }: { fileName?: string; log?: Record<string, ProcessLogEntryDto[]>; notFound?: boolean }) {
  const { t } = useTranslation('imports');
  const table = useTableSearch(ERRORS_TABLE);
  const { page, pageSize, sortOrder } = table.state;
  // Stable: rows of one file keep the order the import reported them in. Sorted once per log and
  // order, not per page: a large package's log runs to tens of thousands of findings.
  const sorted = useMemo(() => logRows(log).sort((a, b) => (sortOrder === 'asc' ? 1 : -1) * a.file.localeCompare(b.file)), [log, sortOrder]);
  const columns: Column<LogRow>[] = [
    { key: 'file', header: t('errors.file'), sortable: true, render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.file}</span> },
    { key: 'line', header: t('errors.line'), render: (r) => r.line ?? '—' },
    { key: 'message', header: t('errors.error'), render: (r) => r.message },
  ];
  return (
    <PageContainer title={t('errors.title')} size="xl">
      <Anchor component={Link} to="/home/imports">
        {t('detail.back')}
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          {notFound ? (
            <Text c="red.8">{t('failed.notFound')}</Text>
          ) : (
            <Text>
              <Text span fw={600}>
                {t('errors.fileName')}:
              </Text>{' '}
              <span style={{ overflowWrap: 'anywhere' }}>{fileName ?? '…'}</span>
            </Text>
          )}
          <DataTable
            label={t('errors.title')}
            columns={columns}
            rows={log || notFound ? pageOf(sorted, page, pageSize) : undefined}
            rowKey={(r) => r.key}
            empty={t('errors.none')}
            sort={table.sort}
            onSort={table.onSort}
            paging={table.paging(sorted.length)}
          />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
