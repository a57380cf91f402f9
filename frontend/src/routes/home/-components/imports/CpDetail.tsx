import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CpAction, CpStatus } from '@portal/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CpAuditRowDto, CpUploadDataDto } from '../../../../api/types.gen';
import { ACTION_ORDER, useCpActions } from './cpActions';
import { type Column, DataTable } from '../../../../components/DataTable';
import { useTableSearch } from '../../../../components/table-search';
import { PROCESS_LOG_PAGE_SIZES } from '../../../../lib/page-size';
import { type LogRow, logRows, pageOf } from './processLog';
import { CpTest, Field, Section } from './CpTest';
import { StatusBadge } from './StatusBadge';
import { SeverityBadge, WarningCount } from './Warnings';
import { RejectReason } from '../review/RejectReason';
import type { CpDetailSearch } from '../review/search';

function ProcessLog({ log }: { log: CpUploadDataDto['processLog'] }) {
  const { t } = useTranslation('imports');
  // The log is paged here, in file order: the address keeps only its page and size.
  const table = useTableSearch({
    prefix: 'log',
    defaults: { page: 1, pageSize: 5, sortField: 'file', sortOrder: 'asc' },
    sizes: PROCESS_LOG_PAGE_SIZES,
    sortFields: ['file'],
  });
  const { page, pageSize } = table.state;
  // Flattened once per log, not per page: a large package's log runs to tens of thousands of findings.
  const rows = useMemo(() => logRows(log), [log]);
  const columns: Column<LogRow>[] = [
    { key: 'severity', header: t('detail.severity'), render: (r) => <SeverityBadge severity={r.severity} /> },
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
      paging={table.paging(rows.length)}
    />
  );
}

/** The content package detail: package, audit rows, each test with its items, process log and actions. */
export function CpDetail({
  data,
  onDeleted,
  search,
  onSearch,
}: {
  data: CpUploadDataDto;
  onDeleted: () => void;
  search: CpDetailSearch;
  onSearch: (patch: CpDetailSearch) => void;
}) {
  const { t, i18n } = useTranslation('imports');
  const run = useCpActions((action) => action === 'delete' && onDeleted());
  const cp = data.cpData;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const target = { id: cp.id, testDescription: cp.testDescription, statusId: cp.cpStatusDetail.statusId };
  const actions = ACTION_ORDER.filter((a) => data.actions.includes(a));
  const auditColumns: Column<CpAuditRowDto>[] = [
    { key: 'name', header: t('detail.auditName'), render: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'status', header: t('detail.auditStatus'), render: (r) => <StatusBadge statusId={r.cpStatus} label={r.statusDescription} /> },
    { key: 'reason', header: t('detail.auditReason'), render: (r) => <RejectReason cpId={cp.id} row={r} /> },
    { key: 'date', header: t('detail.auditDate'), render: (r) => date(r.createdOn) },
  ];
  const canPreview = cp.cpStatusDetail.statusId >= CpStatus.AwaitingReview && cp.cpStatusDetail.statusId !== CpStatus.Rejected;

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
          <Field label={t('detail.warnings')} value={<WarningCount count={cp.warningCount} ns="detail" />} />
        </SimpleGrid>
        {(actions.length > 0 || data.actions.includes('export')) && (
          <Group gap="sm">
            {actions.map((action: CpAction) => (
              <Button
                key={action}
                variant={action === 'delete' || action === 'reject' ? 'light' : 'filled'}
                color={action === 'delete' || action === 'reject' ? 'red' : undefined}
                onClick={() => run(action, target)}
              >
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
      {data.testDetails.length === 0 ? (
        <Section title={t('detail.test')}>
          <Text c="gray.8">{t('detail.noTest')}</Text>
        </Section>
      ) : (
        data.testDetails.map((test, index) => (
          <CpTest
            key={test.testDetailId}
            cpId={cp.id}
            test={test}
            index={index}
            count={data.testDetails.length}
            canPreview={canPreview}
            search={search}
            onSearch={onSearch}
          />
        ))
      )}
      <Section title={t('detail.processLog')}>
        <ProcessLog log={data.processLog} />
      </Section>
    </Stack>
  );
}
