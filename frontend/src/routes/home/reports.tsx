import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Fn } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { PendingPage, useReadLanguage } from '../../components/RouteLoad';
import { loadOnEntry, useReadSearch, useTableSearch } from '../../components/table-search';
import { testCategoriesQuery } from '../../lib/queries';
import { requireFunction } from '../../lib/guards';
import { downloadReport } from './-components/reports/exportReport';
import { categoryReportQuery, institutionReportQuery, studentReportQuery, testReportQuery, ensureViewReport } from './-components/reports/queries';
import { institutionsQuery } from './-components/paa/queries';
import { DistributionChart, TrendChart } from './-components/reports/ReportCharts';
import { ReportFilters } from './-components/reports/ReportFilters';
import { CategoryReportTable, InstitutionReportTable, StudentReportTable, TestReportTable } from './-components/reports/ReportTables';
import { filtersOf, REPORT_VIEWS, reportTable, type ReportsSearch, reportsSearch, type ReportView } from './-components/reports/search';

/** Reports for staff holding function 15: the view, filters, page and order live in the address. */
export const Route = createFileRoute('/home/reports')({
  staticData: { title: 'reports:title' },
  beforeLoad: requireFunction(Fn.Reports),
  validateSearch: reportsSearch,
  loaderDeps: ({ search }) => search,
  // The view's report and the filters' choices are read before the page shows; the report on screen stays until the next is in.
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadOnEntry({ cause }, () =>
      Promise.all([
        ensureViewReport(queryClient, deps, i18n.language),
        queryClient.ensureQueryData(testCategoriesQuery(i18n.language)),
        queryClient.ensureQueryData(institutionsQuery()),
      ]),
    ),
  pendingComponent: () => <PendingPage title="reports:title" size="xl" blocks={[36, 120, 400]} />,
  component: ReportsPage,
});

function ReportsPage() {
  const { t } = useTranslation('reports');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const view: ReportView = search.view ?? 'students';
  const table = useTableSearch(reportTable(view));
  // The report on screen, view and all, stays until the address's is in; its table shows it is updating.
  const { read } = useReadSearch(search);
  const [exporting, setExporting] = useState(false);

  // Another report has other columns and searches another name: its own order, text and first page.
  const onView = (next: string) =>
    void navigate({ search: (prev) => reportsSearch({ ...filtersOf(prev), view: next as ReportView, search: undefined, period: undefined }) });

  const exportReport = async () => {
    setExporting(true);
    try {
      await downloadReport(view, search);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      title={t('title')}
      size="xl"
      actions={
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportReport()}>
          {t('export.button')}
        </Button>
      }
    >
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={onView}
          data={REPORT_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
          fullWidth
          maw={720}
        />
        <ReportFilters key={`${view}:${JSON.stringify(table.filters)}`} view={view} value={table.filters} onChange={table.setFilters} />
        <ReportView view={read.view ?? 'students'} search={read} />
      </Stack>
    </PageContainer>
  );
}

function ReportView({ view, search }: { view: ReportView; search: ReportsSearch }) {
  switch (view) {
    case 'students':
      return <Students search={search} />;
    case 'tests':
      return <Tests search={search} />;
    case 'categories':
      return <Categories search={search} />;
    case 'institutions':
      return <Institutions search={search} />;
  }
}

interface ViewProps {
  search: ReportsSearch;
}

function Students({ search }: ViewProps) {
  const { data } = useSuspenseQuery(studentReportQuery(search, useReadLanguage()));
  return <StudentReportTable data={data} />;
}

function Tests({ search }: ViewProps) {
  const { data } = useSuspenseQuery(testReportQuery(search, useReadLanguage()));
  return (
    <>
      <DistributionChart buckets={data.distribution} />
      <TestReportTable data={data} />
    </>
  );
}

function Categories({ search }: ViewProps) {
  const { data } = useSuspenseQuery(categoryReportQuery(search, useReadLanguage()));
  return (
    <>
      <TrendChart points={data.trend} />
      <CategoryReportTable data={data} />
    </>
  );
}

function Institutions({ search }: ViewProps) {
  const { data } = useSuspenseQuery(institutionReportQuery(search, useReadLanguage()));
  return <InstitutionReportTable data={data} />;
}
