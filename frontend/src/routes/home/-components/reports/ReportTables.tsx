import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryReportRowDto, InstitutionReportRowDto, StudentReportRowDto, TestReportRowDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { EmailText } from '../../../../components/EmailText';
import { useTableSearch } from '../../../../components/table-search';
import { formatPercent } from '../../../../lib/percent';
import { reportTable, type ReportView } from './search';

interface Page<T> {
  data: T[];
  page: number;
  totalCount: number;
}

interface Props<T> {
  view: ReportView;
  data: Page<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}

/** One report's table: the server filters, sorts and pages it, and the address keeps where it is. */
function ReportTable<T>({ view, data, columns, rowKey }: Props<T>) {
  const { t } = useTranslation('reports');
  const table = useTableSearch(reportTable(view));
  return (
    <DataTable
      label={t(`table.label.${view}`)}
      columns={columns}
      rows={data.data}
      rowKey={rowKey}
      empty={t('table.empty')}
      minWidth={view === 'students' ? 1000 : 900}
      wrapHeaders={view === 'students'}
      sort={table.sort}
      onSort={table.onSort}
      paging={table.paging(data.totalCount)}
      busy={table.updating}
    />
  );
}

function useFormat() {
  const { t, i18n } = useTranslation('reports');
  return {
    t,
    date: (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('table.none')),
    percent: (n: number | null) => (n === null ? t('table.none') : formatPercent(n, i18n.language)),
    value: (n: number | null) => (n === null ? t('table.none') : n.toLocaleString(i18n.language)),
  };
}

type TableProps<T> = Pick<Props<T>, 'data'>;

export function StudentReportTable(props: TableProps<StudentReportRowDto>) {
  const { t, date, percent } = useFormat();
  const columns: Column<StudentReportRowDto>[] = [
    {
      key: 'student',
      header: t('col.student'),
      sortable: true,
      render: (r) => (
        <>
          <Text size="sm" fw={500}>
            {r.studentName}
          </Text>
          <Text size="xs" c="gray.8" style={{ overflowWrap: 'break-word' }}>
            {r.emailAddress ? <EmailText address={r.emailAddress} /> : t('table.deleted')}
          </Text>
        </>
      ),
    },
    { key: 'test', header: t('col.test'), sortable: true, render: (r) => r.testName },
    { key: 'category', header: t('col.category'), sortable: true, render: (r) => r.categoryName },
    { key: 'mode', header: t('col.mode'), sortable: true, render: (r) => r.modeName },
    { key: 'status', header: t('col.status'), render: (r) => r.statusName },
    { key: 'percent', header: t('col.percent'), sortable: true, render: (r) => percent(r.percent) },
    {
      key: 'strands',
      header: t('col.strands'),
      render: (r) => (r.strandResults.length ? r.strandResults.map((s) => `${s.strandName}: ${percent(s.percent)}`).join('; ') : t('table.none')),
    },
    { key: 'startedOn', header: t('col.startedOn'), sortable: true, render: (r) => date(r.startedOn) },
    { key: 'completedOn', header: t('col.completedOn'), sortable: true, render: (r) => date(r.completedOn) },
    { key: 'paaState', header: t('col.paaState'), sortable: true, render: (r) => r.paaStateName },
    { key: 'certificateCode', header: t('col.certificateCode'), render: (r) => r.certificateCode ?? t('table.none') },
    { key: 'institution', header: t('col.institution'), sortable: true, render: (r) => r.institutionName ?? t('table.none') },
  ];
  return <ReportTable view="students" {...props} columns={columns} rowKey={(r) => r.sessionId} />;
}

export function TestReportTable(props: TableProps<TestReportRowDto>) {
  const { t, value } = useFormat();
  const columns: Column<TestReportRowDto>[] = [
    { key: 'testName', header: t('col.test'), sortable: true, render: (r) => r.testName },
    { key: 'category', header: t('col.category'), sortable: true, render: (r) => r.categoryName },
    { key: 'attempts', header: t('col.attempts'), sortable: true, render: (r) => value(r.attempts) },
    { key: 'completed', header: t('col.completed'), sortable: true, render: (r) => value(r.completed) },
    { key: 'completionRate', header: t('col.completionRate'), sortable: true, render: (r) => value(r.completionRate) },
    { key: 'meanPercent', header: t('col.meanPercent'), sortable: true, render: (r) => value(r.meanPercent) },
    { key: 'meanMinutes', header: t('col.meanMinutes'), sortable: true, render: (r) => value(r.meanMinutes) },
  ];
  return <ReportTable view="tests" {...props} columns={columns} rowKey={(r) => r.testAlias} />;
}

export function CategoryReportTable(props: TableProps<CategoryReportRowDto>) {
  const { t, value } = useFormat();
  const columns: Column<CategoryReportRowDto>[] = [
    { key: 'category', header: t('col.category'), sortable: true, render: (r) => r.categoryName },
    { key: 'students', header: t('col.students'), sortable: true, render: (r) => value(r.students) },
    { key: 'attempts', header: t('col.attempts'), sortable: true, render: (r) => value(r.attempts) },
    { key: 'completed', header: t('col.completed'), sortable: true, render: (r) => value(r.completed) },
    { key: 'completionRate', header: t('col.completionRate'), render: (r) => value(r.completionRate) },
    { key: 'meanPercent', header: t('col.meanPercent'), sortable: true, render: (r) => value(r.meanPercent) },
  ];
  return <ReportTable view="categories" {...props} columns={columns} rowKey={(r) => r.categoryId} />;
}

export function InstitutionReportTable(props: TableProps<InstitutionReportRowDto>) {
  const { t, date, value } = useFormat();
  const columns: Column<InstitutionReportRowDto>[] = [
    { key: 'institution', header: t('col.institution'), sortable: true, render: (r) => r.institutionName },
    { key: 'students', header: t('col.students'), sortable: true, render: (r) => value(r.students) },
    { key: 'paaStarted', header: t('col.paaStarted'), sortable: true, render: (r) => value(r.paaStarted) },
    { key: 'paaFinished', header: t('col.paaFinished'), sortable: true, render: (r) => value(r.paaFinished) },
    { key: 'certificates', header: t('col.certificates'), sortable: true, render: (r) => value(r.certificates) },
    { key: 'lastActivity', header: t('col.lastActivity'), sortable: true, render: (r) => date(r.lastActivity) },
  ];
  return <ReportTable view="institutions" {...props} columns={columns} rowKey={(r) => r.institutionId ?? 0} />;
}
