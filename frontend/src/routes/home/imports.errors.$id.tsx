import { Fn } from '@portal/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
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
import { ERRORS_TABLE, WARNINGS_TABLE } from './-components/imports/search';
import { SeverityBadge } from './-components/imports/Warnings';

/**
 * 'Import Errors': an import's errors, then its warnings, each table by file, sortable by file and
 * paged; the address keeps each one's page, size and order.
 */
export const Route = createFileRoute('/home/imports/errors/$id')({
  staticData: { title: 'imports:errors.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Imports),
  validateSearch: (search: Record<string, unknown>) => ({ ...tableSearchOf(search, ERRORS_TABLE), ...tableSearchOf(search, WARNINGS_TABLE) }),
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

/** One severity's findings: sorted by file (stable, so one file's rows keep the import's order) and paged in memory. */
function Findings({
  severity,
  log,
  ready,
  title,
  empty,
}: {
  severity: 'error' | 'warning';
  log?: Record<string, ProcessLogEntryDto[]>;
  ready: boolean;
  title: (count: number) => string;
  empty: string;
}) {
  const { t } = useTranslation('imports');
  const table = useTableSearch(severity === 'error' ? ERRORS_TABLE : WARNINGS_TABLE);
  const { page, pageSize, sortOrder } = table.state;
  // Filtered and sorted once per log and order, not per page: a large package's log runs to tens of thousands of findings.
  const sorted = useMemo(
    () =>
      logRows(log)
        .filter((r) => r.severity === severity)
        .sort((a, b) => (sortOrder === 'asc' ? 1 : -1) * a.file.localeCompare(b.file)),
    [log, severity, sortOrder],
  );
  const columns: Column<LogRow>[] = [
    { key: 'severity', header: t('detail.severity'), render: (r) => <SeverityBadge severity={r.severity} /> },
    { key: 'file', header: t('errors.file'), sortable: true, render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.file}</span> },
    { key: 'line', header: t('errors.line'), render: (r) => r.line ?? '—' },
    { key: 'message', header: t('detail.message'), render: (r) => r.message },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title(sorted.length)}
      </Title>
      <DataTable
        label={title(sorted.length)}
        columns={columns}
        rows={ready ? pageOf(sorted, page, pageSize) : undefined}
        rowKey={(r) => r.key}
        empty={empty}
        sort={table.sort}
        onSort={table.onSort}
        paging={table.paging(sorted.length)}
      />
    </Stack>
  );
}

/** The page while it reads (no file name, no rows yet), once read, or with the upload not found. */
function ImportErrors({ fileName, log, notFound }: { fileName?: string; log?: Record<string, ProcessLogEntryDto[]>; notFound?: boolean }) {
  const { t } = useTranslation('imports');
  const ready = !!log || !!notFound;
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
          <Findings severity="error" log={log} ready={ready} title={(count) => t('errors.errorsTitle', { count })} empty={t('errors.none')} />
          <Findings severity="warning" log={log} ready={ready} title={(count) => t('errors.warningsTitle', { count })} empty={t('errors.noWarnings')} />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
