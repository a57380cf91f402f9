import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CpItemRowDto, CpTestDetailDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { useTableSearch } from '../../../../components/table-search';
import { TABLE_PAGE_SIZES } from '../../../../lib/page-size';
import { launchTest } from '../../../../lib/launch-test';
import { cpItemsQuery } from './queries';

const ITEM_SORT_FIELDS = ['position', 'uin', 'strandName', 'calculator'];

export function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
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

/** `prefix` keeps each test's table apart in the address when a package holds several. */
function Items({ cpId, testDetailId, label, prefix }: { cpId: number; testDetailId: number; label: string; prefix: string }) {
  const { t } = useTranslation('imports');
  const table = useTableSearch({ prefix, defaults: { page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' }, sizes: TABLE_PAGE_SIZES, sortFields: ITEM_SORT_FIELDS });
  const { data } = useQuery(cpItemsQuery(cpId, table.state, testDetailId));
  const calculator = (value: number) => t(`detail.calc.${[1, 2, 3].includes(value) ? value : 'off'}`);
  const columns: Column<CpItemRowDto>[] = [
    { key: 'uin', header: t('detail.uin'), sortable: true, render: (r) => r.uin },
    { key: 'title', header: t('detail.itemTitle'), render: (r) => r.title },
    { key: 'strandName', header: t('detail.strand'), sortable: true, render: (r) => r.strandName },
    { key: 'calculator', header: t('detail.calculator'), sortable: true, render: (r) => calculator(r.calculator) },
    { key: 'interactions', header: t('detail.interactions'), render: (r) => r.interactionTypes.map((type) => t(`detail.interaction.${type}`, { defaultValue: type })).join(', ') },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.data}
      rowKey={(r) => r.itemId}
      empty={t('detail.noItems')}
      minWidth={760}
      sort={table.sort}
      onSort={table.onSort}
      paging={table.paging(data?.totalCount ?? 0)}
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

/** One test of a package (a package may hold several): its detail, preview and items. */
export function CpTest({ cpId, test, index, count, canPreview }: { cpId: number; test: CpTestDetailDto; index: number; count: number; canPreview: boolean }) {
  const { t } = useTranslation('imports');
  const title = count > 1 ? t('detail.testOf', { index: index + 1, count, name: test.testName }) : t('detail.test');
  return (
    <>
      <Section title={title}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Field label={t('detail.testName')} value={test.testName} />
          <Field label={t('detail.testAlias')} value={test.testAlias} />
          {/* 'linear' and 'branching' are the names the import gives; a package's own profile name is shown as written. */}
          <Field label={t('detail.branchingProfile')} value={t(`detail.profile.${test.branchingProfileName}`, { defaultValue: test.branchingProfileName })} />
          <Field label={t('detail.operationalTestLength')} value={test.operationalTestLength} />
          <Field label={t('detail.itemCount')} value={test.itemCount} />
          <Field label={t('detail.strandCount')} value={test.strandCount} />
          <Field label={t('detail.qtiVersion')} value={test.qtiVersion} />
        </SimpleGrid>
        {canPreview && <PreviewButtons testDetailId={test.testDetailId} />}
      </Section>
      <Section title={count > 1 ? t('detail.itemsOf', { name: test.testName }) : t('detail.items')}>
        <Items
          cpId={cpId}
          testDetailId={test.testDetailId}
          label={count > 1 ? t('detail.itemsOf', { name: test.testName }) : t('detail.items')}
          prefix={count > 1 ? `items${index + 1}` : 'items'}
        />
      </Section>
    </>
  );
}
