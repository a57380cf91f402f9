import { Anchor, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryRowDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { useTableSearch } from '../../../../components/table-search';
import { formatPercent } from '../../../../lib/percent';
import { historyPageQuery } from './queries';
import { HISTORY_TABLE } from './search';

/** The student's completed tests, paged and sorted by the server; a test's name opens its result. */
export function HistoryTable() {
  const { t, i18n } = useTranslation('history');
  const table = useTableSearch(HISTORY_TABLE);
  const { data } = useSuspenseQuery(historyPageQuery(table.read));
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // an adaptive test reads on its practice scale, not as a percent of the questions it happened to give
  const score = (r: HistoryRowDto) =>
    r.scaledScore !== null
      ? t('scaledScore', { score: r.scaledScore })
      : r.paaId > 0
        ? t('notAvailable')
        : r.testScore === null
          ? '—'
          : r.selfRated
            ? t('percentSelfRated', { value: formatPercent(r.testScore, i18n.language) })
            : formatPercent(r.testScore, i18n.language);

  const columns: Column<HistoryRowDto>[] = [
    {
      key: 'testName',
      header: t('table.testName'),
      sortable: true,
      render: (r) => (
        <Anchor renderRoot={(props) => <Link {...props} to="/home/testhistory/$sessionId" params={{ sessionId: String(r.testSessionDetailId) }} />}>
          {r.testName}
          <VisuallyHidden>{`, ${t('table.openDetail', { mode: t(`mode.${r.mode}`), date: date(r.testCompletionDate) })}`}</VisuallyHidden>
        </Anchor>
      ),
    },
    { key: 'mode', header: t('table.mode'), sortable: true, render: (r) => t(`mode.${r.mode}`) },
    { key: 'testScore', header: t('table.testScore'), sortable: true, render: score },
    { key: 'testCompletionDate', header: t('table.testCompletionDate'), sortable: true, render: (r) => date(r.testCompletionDate) },
  ];

  return (
    // No section landmark here: the table's own scroll region already carries this name (landmark-unique).
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('table.title')}
        </Title>
        <DataTable
          label={t('table.title')}
          columns={columns}
          rows={data?.data}
          rowKey={(r) => r.testSessionDetailId}
          empty={t('table.empty')}
          minWidth={560}
          sort={table.sort}
          onSort={table.onSort}
          paging={table.paging(data?.totalCount ?? 0)}
          busy={table.updating}
        />
      </Stack>
    </Paper>
  );
}
