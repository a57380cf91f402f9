import { Fn } from '@portal/shared';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { type Column, DataTable, type Sort } from '../../components/DataTable';
import { type LogRow, logRows, pageOf } from './-components/imports/processLog';
import { processLogQuery } from './-components/imports/queries';

const PAGE_SIZES = [10, 50, 100, 250] as const;

/** 'Import Errors': the findings of a failed import by file, sortable by file and paged. */
export const Route = createFileRoute('/home/imports/errors/$id')({
  staticData: { title: 'imports:errors.title' },
  beforeLoad: requireFunction(Fn.Imports),
  component: ImportErrorsPage,
});

function ImportErrorsPage() {
  const { t, i18n } = useTranslation('imports');
  const { id } = Route.useParams();
  const { data, isError } = useQuery(processLogQuery(Number(id), i18n.language));
  const [sort, setSort] = useState<Sort>({ field: 'file', order: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = logRows(data?.processLog);
  // Stable: rows of one file keep the order the import reported them in.
  const sorted = [...rows].sort((a, b) => (sort.order === 'asc' ? 1 : -1) * a.file.localeCompare(b.file));
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
          {isError ? (
            <Text c="red.8">{t('failed.notFound')}</Text>
          ) : (
            <Text>
              <Text span fw={600}>
                {t('errors.fileName')}:
              </Text>{' '}
              <span style={{ overflowWrap: 'anywhere' }}>{data?.fileName ?? '…'}</span>
            </Text>
          )}
          <DataTable
            label={t('errors.title')}
            columns={columns}
            rows={data || isError ? pageOf(sorted, page, pageSize) : undefined}
            rowKey={(r) => r.key}
            empty={t('errors.none')}
            sort={sort}
            onSort={(next) => (setSort(next), setPage(1))}
            paging={{ page, pageSize, total: rows.length, sizes: PAGE_SIZES, onPage: setPage, onPageSize: (size) => (setPageSize(size), setPage(1)) }}
          />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
