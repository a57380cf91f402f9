import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Fn } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { downloadReport } from './-components/reports/exportReport';
import { categoryReportQuery, institutionReportQuery, studentReportQuery, testReportQuery } from './-components/reports/queries';
import { DistributionChart, TrendChart } from './-components/reports/ReportCharts';
import { ReportFilters } from './-components/reports/ReportFilters';
import { CategoryReportTable, InstitutionReportTable, StudentReportTable, TestReportTable } from './-components/reports/ReportTables';
import { filtersOf, REPORT_VIEWS, type ReportFilters as Filters, type ReportsSearch, reportsSearch, type ReportView } from './-components/reports/search';

/** Reports for staff holding function 15: the view, filters, page and order live in the address. */
export const Route = createFileRoute('/home/reports')({
  staticData: { title: 'reports:title' },
  beforeLoad: requireFunction(Fn.Reports),
  validateSearch: reportsSearch,
  component: ReportsPage,
});

function ReportsPage() {
  const { t } = useTranslation('reports');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const view: ReportView = search.view ?? 'students';
  const [exporting, setExporting] = useState(false);

  const onSearch = (patch: ReportsSearch) => void navigate({ search: (prev) => reportsSearch({ ...prev, ...patch }), replace: true });
  // New filters start again from the first page; a filter change is a step Back can undo.
  const onFilters = (filters: Filters) =>
    void navigate({ search: (prev) => reportsSearch({ view: prev.view, pageSize: prev.pageSize, sortField: prev.sortField, sortOrder: prev.sortOrder, ...filters }) });
  // Another report has other columns and searches another name: its own order, text and first page.
  const onView = (next: string) => void navigate({ search: (prev) => reportsSearch({ ...filtersOf(prev), view: next as ReportView, search: undefined, period: undefined }) });

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
        <SegmentedControl aria-label={t('views.label')} value={view} onChange={onView} data={REPORT_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))} fullWidth maw={720} />
        <ReportFilters key={`${view}:${JSON.stringify(filtersOf(search))}`} view={view} value={filtersOf(search)} onChange={onFilters} />
        <ReportView view={view} search={search} onSearch={onSearch} />
      </Stack>
    </PageContainer>
  );
}

function ReportView({ view, search, onSearch }: { view: ReportView; search: ReportsSearch; onSearch: (patch: ReportsSearch) => void }) {
  switch (view) {
    case 'students':
      return <Students search={search} onSearch={onSearch} />;
    case 'tests':
      return <Tests search={search} onSearch={onSearch} />;
    case 'categories':
      return <Categories search={search} onSearch={onSearch} />;
    case 'institutions':
      return <Institutions search={search} onSearch={onSearch} />;
  }
}

interface ViewProps {
  search: ReportsSearch;
  onSearch: (patch: ReportsSearch) => void;
}

function Students({ search, onSearch }: ViewProps) {
  const { i18n } = useTranslation();
  const { data } = useQuery(studentReportQuery(search, i18n.language));
  return <StudentReportTable search={search} data={data} onSearch={onSearch} />;
}

function Tests({ search, onSearch }: ViewProps) {
  const { i18n } = useTranslation();
  const { data } = useQuery(testReportQuery(search, i18n.language));
  return (
    <>
      <DistributionChart buckets={data?.distribution} />
      <TestReportTable search={search} data={data} onSearch={onSearch} />
    </>
  );
}

function Categories({ search, onSearch }: ViewProps) {
  const { i18n } = useTranslation();
  const { data } = useQuery(categoryReportQuery(search, i18n.language));
  return (
    <>
      <TrendChart points={data?.trend} />
      <CategoryReportTable search={search} data={data} onSearch={onSearch} />
    </>
  );
}

function Institutions({ search, onSearch }: ViewProps) {
  const { i18n } = useTranslation();
  const { data } = useQuery(institutionReportQuery(search, i18n.language));
  return <InstitutionReportTable search={search} data={data} onSearch={onSearch} />;
}
