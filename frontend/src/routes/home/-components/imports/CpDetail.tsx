import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CpAction, CpStatus } from '@backend/content-packages/cp-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CpAuditRowDto, CpItemRowDto, CpUploadDataDto } from '../../../../api/types.gen';
import { launchTest } from '../../../../lib/launch-test';
import { ACTION_ORDER, useCpActions } from './cpActions';
import { type Column, DataTable } from '../../../../components/DataTable';
import { type LogRow, logRows, pageOf } from './processLog';
import { cpItemsQuery, type TableQuery } from './queries';
import { StatusBadge } from './StatusBadge';

const ITEM_PAGE_SIZES = [10, 25, 50, 100, 250] as const;
const LOG_PAGE_SIZES = [5, 10, 25, 50] as const;

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Items({ cpId }: { cpId: number }) {
  const { t } = useTranslation('imports');
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' });
  const { data } = useQuery(cpItemsQuery(cpId, query));
  const calculator = (value: number) => t(`detail.calc.${[1, 2, 3].includes(value) ? value : 'off'}`);
  const columns: Column<CpItemRowDto>[] = [
    { key: 'uin', header: t('detail.uin'), sortable: true, render: (r) => r.uin },
    { key: 'title', header: t('detail.itemTitle'), render: (r) => r.title },
    { key: 'strandName', header: t('detail.strand'), sortable: true, render: (r) => r.strandName },
    { key: 'calculator', header: t('detail.calculator'), sortable: true, render: (r) => calculator(r.calculator) },
    { key: 'interactions', header: t('detail.interactions'), render: (r) => r.interactionTypes.join(', ') },
  ];
  return (
    <DataTable
      label={t('detail.items')}
      columns={columns}
      rows={data?.data}
      rowKey={(r) => r.itemId}
      empty={t('detail.noItems')}
      minWidth={760}
      sort={{ field: query.sortField, order: query.sortOrder }}
      onSort={(sort) => setQuery((q) => ({ ...q, page: 1, sortField: sort.field, sortOrder: sort.order }))}
      paging={{
        page: query.page,
        pageSize: query.pageSize,
        total: data?.totalCount ?? 0,
        sizes: ITEM_PAGE_SIZES,
        onPage: (page) => setQuery((q) => ({ ...q, page })),
        onPageSize: (pageSize) => setQuery((q) => ({ ...q, page: 1, pageSize })),
      }}
    />
  );
}

function ProcessLog({ log }: { log: CpUploadDataDto['processLog'] }) {
  const { t } = useTranslation('imports');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const rows = logRows(log);
  const columns: Column<LogRow>[] = [
    { key: 'file', header: t('detail.file'), render: (r) => r.file },
    { key: 'line', header: t('detail.line'), render: (r) => r.line ?? '—' },
    { key: 'message', header: t('detail.message'), render: (r) => r.message },
  ];
  return (
    <DataTable
      label={t('detail.processLog')}
      columns={columns}
      rows={pageOf(rows, page, pageSize)}
      rowKey={(r) => r.key}
      empty={t('detail.noLog')}
      paging={{ page, pageSize, total: rows.length, sizes: LOG_PAGE_SIZES, onPage: setPage, onPageSize: (size) => (setPageSize(size), setPage(1)) }}
    />
  );
}

/** Staff try a package's test in the player, in either mode, before or after publication. */
function PreviewButtons({ testDetailId }: { testDetailId: number }) {
  const { t } = useTranslation('imports');
  return (
    <Group gap="sm">
      <Button variant="light" onClick={() => void launchTest({ testDetailId, mode: 1, preview: true })}>
        {t('detail.previewLearn')}
      </Button>
      <Button variant="light" onClick={() => void launchTest({ testDetailId, mode: 2, preview: true })}>
        {t('detail.previewPractice')}
      </Button>
    </Group>
  );
}

/** The content package detail: package, audit rows, test detail, items, process log and actions. */
export function CpDetail({ data, onDeleted }: { data: CpUploadDataDto; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('imports');
  const run = useCpActions((action) => action === 'delete' && onDeleted());
  const cp = data.cpData;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const target = { id: cp.id, testDescription: cp.testDescription, statusId: cp.cpStatusDetail.statusId };
  const actions = ACTION_ORDER.filter((a) => data.actions.includes(a));
  const auditColumns: Column<CpAuditRowDto>[] = [
    { key: 'name', header: t('detail.auditName'), render: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'status', header: t('detail.auditStatus'), render: (r) => <StatusBadge statusId={r.cpStatus} label={r.statusDescription} /> },
    { key: 'reason', header: t('detail.auditReason'), render: (r) => r.cpRejectDesc ?? '—' },
    { key: 'date', header: t('detail.auditDate'), render: (r) => date(r.createdOn) },
  ];
  const test = data.testDetail;

  return (
    <Stack gap="lg">
      <Section title={t('detail.package')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Field label={t('history.testDescription')} value={cp.testDescription} />
          <Field label={t('history.fileName')} value={<span style={{ overflowWrap: 'anywhere' }}>{cp.fileName}</span>} />
          <Field label={t('history.status')} value={<StatusBadge statusId={cp.cpStatusDetail.statusId} label={cp.cpStatusDetail.statusDescription} />} />
          <Field label={t('history.category')} value={cp.cpTestCategory.categoryName} />
          <Field label={t('history.cbVersion')} value={cp.cbVersion ?? '—'} />
          <Field label={t('history.uploadedBy')} value={cp.uploadedBy ?? '—'} />
          <Field label={t('history.createdOn')} value={date(cp.createdOn)} />
        </SimpleGrid>
        {(actions.length > 0 || data.actions.includes('export')) && (
          <Group gap="sm">
            {actions.map((action: CpAction) => (
              <Button key={action} variant={action === 'delete' || action === 'reject' ? 'light' : 'filled'} color={action === 'delete' || action === 'reject' ? 'red' : undefined} onClick={() => run(action, target)}>
                {t(`action.${action}`)}
              </Button>
            ))}
            {data.actions.includes('export') && (
              <Anchor href={`/api/downloadCP/${cp.id}`} download={cp.fileName}>
                {t('action.export')}
              </Anchor>
            )}
          </Group>
        )}
      </Section>
      <Section title={t('detail.audit')}>
        <DataTable label={t('detail.audit')} columns={auditColumns} rows={data.cpAudit} rowKey={(r) => `${r.createdOn}-${r.cpStatus}`} empty="—" />
      </Section>
      <Section title={t('detail.test')}>
        {!test ? (
          <Text c="gray.8">{t('detail.noTest')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Field label={t('detail.testName')} value={test.testName} />
            <Field label={t('detail.testAlias')} value={test.testAlias} />
            <Field label={t('detail.branchingProfile')} value={test.branchingProfileName} />
            <Field label={t('detail.operationalTestLength')} value={test.operationalTestLength} />
            <Field label={t('detail.itemCount')} value={test.itemCount} />
            <Field label={t('detail.strandCount')} value={test.strandCount} />
            <Field label={t('detail.qtiVersion')} value={test.qtiVersion} />
          </SimpleGrid>
        )}
        {test && cp.cpStatusDetail.statusId >= CpStatus.AwaitingReview && cp.cpStatusDetail.statusId !== CpStatus.Rejected && <PreviewButtons testDetailId={test.testDetailId} />}
      </Section>
      {test && (
        <Section title={t('detail.items')}>
          <Items cpId={cp.id} />
        </Section>
      )}
      <Section title={t('detail.processLog')}>
        <ProcessLog log={data.processLog} />
      </Section>
    </Stack>
  );
}
