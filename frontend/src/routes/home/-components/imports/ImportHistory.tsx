import { ActionIcon, Button, Group, Menu, Paper, Stack, Title } from '@mantine/core';
import { IconDots, IconRefresh } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CpStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { CpRowDto } from '../../../../api/types.gen';
import { allowedActions, useCpActions } from './cpActions';
import { type Column, DataTable } from '../../../../components/DataTable';
import { useTableSearch } from '../../../../components/table-search';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { IMPORT_HISTORY_TABLE, importHistoryQuery } from './queries';
import { StatusBadge } from './StatusBadge';
import { WarningCount } from './Warnings';

function RowActions({ row }: { row: CpRowDto }) {
  const { t } = useTranslation('imports');
  const run = useCpActions();
  const navigate = useNavigate();
  const status = row.cpStatusDetail.statusId;
  const actions = allowedActions(status);
  const view = status !== CpStatus.Importing && status !== CpStatus.Failed;
  const errors = status === CpStatus.Failed;
  if (!view && !errors && actions.length === 0) return null;
  const target = { id: row.id, testDescription: row.testDescription, statusId: status };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('history.actionsFor', { name: row.testDescription })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {view && (
          <Menu.Item onClick={() => void navigate({ to: '/home/imports/practiceTest/$id', params: { id: String(row.id) } })}>{t('action.view')}</Menu.Item>
        )}
        {errors && (
          <Menu.Item onClick={() => void navigate({ to: '/home/imports/errors/$id', params: { id: String(row.id) } })}>{t('action.errors')}</Menu.Item>
        )}
        {actions.map((action) => (
          <Menu.Item key={action} color={action === 'delete' || action === 'reject' ? 'red' : undefined} onClick={() => run(action, target)}>
            {t(`action.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Import History table: the server pages and sorts it; Refresh shows imports that finished since. */
export function ImportHistory() {
  const { t, i18n } = useTranslation('imports');
  const table = useTableSearch(IMPORT_HISTORY_TABLE);
  const { data, refetch, isFetching } = useSuspenseQuery(importHistoryQuery(table.read, useReadLanguage()));
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: Column<CpRowDto>[] = [
    { key: 'fileName', header: t('history.fileName'), sortable: true, render: (r) => r.fileName },
    { key: 'testDescription', header: t('history.testDescription'), sortable: true, render: (r) => r.testDescription },
    { key: 'testName', header: t('history.testName'), sortable: true, render: (r) => r.testName ?? '—' },
    { key: 'category', header: t('history.category'), render: (r) => r.cpTestCategory.categoryName },
    { key: 'cbVersion', header: t('history.cbVersion'), render: (r) => r.cbVersion ?? '—' },
    { key: 'uploadedBy', header: t('history.uploadedBy'), render: (r) => r.uploadedBy ?? '—' },
    { key: 'createdOn', header: t('history.createdOn'), sortable: true, render: (r) => date(r.createdOn) },
    {
      key: 'status',
      header: t('history.status'),
      sortable: true,
      render: (r) => <StatusBadge statusId={r.cpStatusDetail.statusId} label={r.cpStatusDetail.statusDescription} />,
    },
    { key: 'warnings', header: t('history.warnings'), render: (r) => <WarningCount count={r.warningCount} /> },
    { key: 'actions', header: t('history.actions'), render: (r) => <RowActions row={r} /> },
  ];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('history.title')}
          </Title>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={isFetching} onClick={() => void refetch()}>
            {t('history.refresh')}
          </Button>
        </Group>
        <DataTable
          label={t('history.title')}
          columns={columns}
          rows={data.data}
          rowKey={(r) => r.id}
          empty={t('history.empty')}
          minWidth={1100}
          sort={table.sort}
          onSort={table.onSort}
          paging={table.paging(data.totalCount)}
          busy={table.updating}
        />
      </Stack>
    </Paper>
  );
}
