import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CpItemRowDto, CpTestDetailDto, ItemFiguresDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { launchTest } from '../../../../lib/launch-test';
import { correlation, irtStatusText, percent, seconds } from '../review/format';
import { itemStatsQuery } from '../review/queries';
import { type CpDetailSearch, ITEMS_TABLE, statsModeOf } from '../review/search';
import { StatsBar } from '../review/StatsBar';
import { useTableSearch } from '../../../../components/table-search';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { cpItemsQuery } from './queries';

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

/** An item's flags: the reasons in words, each one a line. */
function Flags({ figures }: { figures: ItemFiguresDto | undefined }) {
  const { t } = useTranslation('review');
  if (!figures?.flags.length) return <>{t('stats.ok')}</>;
  return (
    <Stack gap={4}>
      <Badge color="orange" variant="light" c="gray.9">
        {t('stats.flagged')}
      </Badge>
      <List size="xs" spacing={2}>
        {figures.flags.map((f) => (
          <List.Item key={f.code}>{f.reason}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

type Search = CpDetailSearch;

function Items({ cpId, testDetailId, label, search }: { cpId: number; testDetailId: number; label: string; search: Search }) {
  const { t, i18n } = useTranslation('imports');
  const { t: tr } = useTranslation('review');
  const table = useTableSearch(ITEMS_TABLE);
  const { data } = useSuspenseQuery(cpItemsQuery(cpId, table.read, testDetailId));
  const { data: stats } = useSuspenseQuery(itemStatsQuery(testDetailId, statsModeOf(search), useReadLanguage()));
  const figures = new Map(stats.items.map((f) => [f.uin, f]));
  const calculator = (value: number) => t(`detail.calc.${[1, 2, 3].includes(value) ? value : 'off'}`);
  const time = (value: number | null | undefined) => {
    const s = seconds(value, i18n.language);
    return s === null ? '—' : tr('stats.seconds', { value: s });
  };
  const columns: Column<CpItemRowDto>[] = [
    {
      key: 'uin',
      header: t('detail.uin'),
      sortable: true,
      render: (r) => (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/home/imports/practiceTest/$id/item/$itemId" params={{ id: String(cpId), itemId: String(r.itemId) }} search={search} />
          )}
        >
          {r.uin}
        </Anchor>
      ),
    },
    { key: 'title', header: t('detail.itemTitle'), render: (r) => r.title },
    { key: 'strandName', header: t('detail.strand'), sortable: true, render: (r) => r.strandName },
    { key: 'calculator', header: t('detail.calculator'), sortable: true, render: (r) => calculator(r.calculator) },
    {
      key: 'interactions',
      header: t('detail.interactions'),
      render: (r) => r.interactionTypes.map((type) => t(`detail.interaction.${type}`, { defaultValue: type })).join(', '),
    },
    { key: 'facility', header: tr('stats.facility'), render: (r) => percent(figures.get(r.uin)?.facility, i18n.language) },
    { key: 'discrimination', header: tr('stats.discrimination'), render: (r) => correlation(figures.get(r.uin)?.discrimination, i18n.language) },
    { key: 'omitRate', header: tr('stats.omitRate'), render: (r) => percent(figures.get(r.uin)?.omitRate, i18n.language) },
    { key: 'medianTime', header: tr('stats.medianTime'), render: (r) => time(figures.get(r.uin)?.medianSeconds) },
    { key: 'flags', header: tr('stats.flags'), render: (r) => <Flags figures={figures.get(r.uin)} /> },
    { key: 'irtA', header: 'a', render: (r) => correlation(figures.get(r.uin)?.irt?.a, i18n.language) },
    { key: 'irtB', header: 'b', render: (r) => correlation(figures.get(r.uin)?.irt?.b, i18n.language) },
    { key: 'irtC', header: 'c', render: (r) => correlation(figures.get(r.uin)?.irt?.c, i18n.language) },
    { key: 'irtStatus', header: tr('stats.irtStatus'), render: (r) => irtStatusText(figures.get(r.uin)?.irt, tr) },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data.data}
      rowKey={(r) => r.itemId}
      empty={t('detail.noItems')}
      minWidth={1520}
      sort={table.sort}
      onSort={table.onSort}
      paging={table.paging(data.totalCount)}
      busy={table.updating}
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
export function CpTest({
  cpId,
  test,
  index,
  count,
  canPreview,
  search,
  onSearch,
}: {
  cpId: number;
  test: CpTestDetailDto;
  index: number;
  count: number;
  canPreview: boolean;
  search: Search;
  onSearch: (patch: Search) => void;
}) {
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
        <StatsBar testDetailId={test.testDetailId} mode={statsModeOf(search)} onMode={(mode) => onSearch({ statsMode: mode === 1 ? 1 : undefined })} />
        <Items
          cpId={cpId}
          testDetailId={test.testDetailId}
          label={count > 1 ? t('detail.itemsOf', { name: test.testName }) : t('detail.items')}
          search={search}
        />
      </Section>
    </>
  );
}
