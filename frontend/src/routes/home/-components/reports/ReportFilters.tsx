import { Button, Group, NativeSelect, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { testCategoriesQuery } from '../../../../lib/queries';
import { institutionsQuery } from '../paa/queries';
import type { ReportFilters as Filters, ReportView } from './search';

interface Props {
  view: ReportView;
  value: Filters;
  onChange: (filters: Filters) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report's filters; applied on Apply (or Enter) so typing does not reload the report per key. */
export function ReportFilters({ view, value, onChange }: Props) {
  const { t } = useTranslation('reports');
  // the filters' choices are read by the reports route's loader
  const { data: categories } = useSuspenseQuery(testCategoriesQuery(useReadLanguage()));
  const { data: institutions } = useSuspenseQuery(institutionsQuery());
  const [draft, setDraft] = useState({
    search: value.search ?? '',
    categoryId: value.categoryId ? String(value.categoryId) : '',
    mode: value.mode ? String(value.mode) : '',
    institutionId: value.institutionId ? String(value.institutionId) : null,
    dateFrom: value.dateFrom ?? '',
    dateTo: value.dateTo ?? '',
    period: value.period ?? 'week',
  });
  const [touched, setTouched] = useState(false);
  const set = (field: keyof typeof draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: next }));
  };
  const dateError = (text: string) => (touched && text && !DATE.test(text) ? t('filters.dateInvalid') : undefined);
  const active = Object.values(value).some((v) => v !== undefined && v !== '');
  const byInstitution = view === 'institutions';

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if ((draft.dateFrom && !DATE.test(draft.dateFrom)) || (draft.dateTo && !DATE.test(draft.dateTo))) return;
    onChange({
      search: draft.search.trim() || undefined,
      categoryId: !byInstitution && draft.categoryId ? Number(draft.categoryId) : undefined,
      mode: !byInstitution && draft.mode ? (Number(draft.mode) as 1 | 2) : undefined,
      institutionId: draft.institutionId ? Number(draft.institutionId) : undefined,
      dateFrom: draft.dateFrom || undefined,
      dateTo: draft.dateTo || undefined,
      period: view === 'categories' && draft.period !== 'week' ? (draft.period as Filters['period']) : undefined,
    });
  };
  const clear = () => {
    setDraft({ search: '', categoryId: '', mode: '', institutionId: null, dateFrom: '', dateTo: '', period: 'week' });
    setTouched(false);
    onChange({});
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="report-filters-title">
      <form onSubmit={apply} role="search" aria-labelledby="report-filters-title" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="report-filters-title">
            {t('filters.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label={t(`filters.search.${view}`)} maxLength={250} value={draft.search} onChange={set('search')} />
            {!byInstitution && (
              <NativeSelect
                label={t('filters.category')}
                value={draft.categoryId}
                onChange={set('categoryId')}
                data={[{ value: '', label: t('filters.any') }, ...categories.map((c) => ({ value: String(c.categoryId), label: c.categoryName }))]}
              />
            )}
            {!byInstitution && (
              <NativeSelect
                label={t('filters.mode')}
                value={draft.mode}
                onChange={set('mode')}
                data={[
                  { value: '', label: t('filters.any') },
                  { value: '1', label: t('modes.1') },
                  { value: '2', label: t('modes.2') },
                ]}
              />
            )}
            <Select
              label={t('filters.institution')}
              placeholder={t('filters.any')}
              searchable
              clearable
              value={draft.institutionId}
              onChange={(next) => setDraft((d) => ({ ...d, institutionId: next }))}
              data={institutions.map((i) => ({ value: String(i.institutionIdPk), label: i.institutionName }))}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              label={t('filters.dateFrom')}
              placeholder="2026-01-31"
              value={draft.dateFrom}
              onChange={set('dateFrom')}
              error={dateError(draft.dateFrom)}
              maxLength={10}
            />
            <TextInput
              label={t('filters.dateTo')}
              placeholder="2026-12-31"
              value={draft.dateTo}
              onChange={set('dateTo')}
              error={dateError(draft.dateTo)}
              maxLength={10}
            />
            {view === 'categories' && (
              <NativeSelect
                label={t('filters.period')}
                value={draft.period}
                onChange={set('period')}
                data={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t(`filters.periods.${p}`) }))}
              />
            )}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('filters.apply')}
            </Button>
            {active && (
              <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={clear}>
                {t('filters.clear')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
