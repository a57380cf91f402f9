import { Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Fn } from '@portal/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CpItemViewDto } from '../../api/types.gen';
import { ItemView } from '../../components/player/ItemView';
import type { ItemViewItem, ResponseMap, ResponseValue, StimulusView } from '../../components/player/types';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { LoadErrorInPage, PendingBlocks } from '../../components/RouteLoad';
import { requireFunction } from '../../lib/guards';
import { ItemComments } from './-components/review/ItemComments';
import { ItemFigures } from './-components/review/ItemFigures';
import { KeyAndScoring } from './-components/review/KeyAndScoring';
import { cpItemQuery, itemCommentsQuery, itemStatsQuery } from './-components/review/queries';
import { cpDetailSearch, statsModeOf } from './-components/review/search';

/** One item of a content package alone: as the student sees it, its key and scoring, its statistics and comments. */
export const Route = createFileRoute('/home/imports/practiceTest/$id_/item/$itemId')({
  staticData: { title: 'review:item.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Imports),
  validateSearch: cpDetailSearch,
  loaderDeps: ({ search }) => ({ statsMode: search.statsMode }),
  // The item, then its figures in the chosen mode and its comments, so the page opens whole.
  loader: async ({ context: { queryClient }, params, deps }) => {
    const view = await queryClient.ensureQueryData(cpItemQuery(Number(params.id), Number(params.itemId)));
    await Promise.all([
      queryClient.ensureQueryData(itemStatsQuery(view.testDetailId, statsModeOf(deps), i18n.language)),
      queryClient.ensureQueryData(itemCommentsQuery(view.cpId, view.itemId)),
    ]);
  },
  pendingComponent: () => (
    <ItemFrame>
      <PendingBlocks />
    </ItemFrame>
  ),
  errorComponent: ItemNotFound,
  component: ItemReviewPage,
});

function ItemFrame({ title, children }: { title?: string; children: React.ReactNode }) {
  const { t } = useTranslation('review');
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageContainer title={title ?? t('item.title')} size="xl">
      <Anchor renderRoot={(props) => <Link {...props} to="/home/imports/practiceTest/$id" params={{ id }} search={search} />}>{t('item.back')}</Anchor>
      {children}
    </PageContainer>
  );
}

function ItemNotFound({ error }: ErrorComponentProps) {
  const { t } = useTranslation('review');
  return (
    <LoadErrorInPage error={error}>
      <ItemFrame>
        <Text c="red.8">{t('item.notFound')}</Text>
      </ItemFrame>
    </LoadErrorInPage>
  );
}

function ItemPager({ view }: { view: CpItemViewDto }) {
  const { t } = useTranslation('review');
  const search = Route.useSearch();
  const step = (itemId: number | null, label: string, icon: { left?: React.ReactNode; right?: React.ReactNode }) =>
    itemId ? (
      <Button
        variant="default"
        leftSection={icon.left}
        rightSection={icon.right}
        renderRoot={(props) => (
          <Link {...props} to="/home/imports/practiceTest/$id/item/$itemId" params={{ id: String(view.cpId), itemId: String(itemId) }} search={search} />
        )}
      >
        {label}
      </Button>
    ) : (
      <Button variant="default" leftSection={icon.left} rightSection={icon.right} disabled>
        {label}
      </Button>
    );
  return (
    <Group component="nav" aria-label={t('item.navigation')} gap="sm">
      {step(view.previousItemId, t('item.previous'), { left: <IconChevronLeft size={16} aria-hidden /> })}
      {step(view.nextItemId, t('item.next'), { right: <IconChevronRight size={16} aria-hidden /> })}
    </Group>
  );
}

/** The item in the player's own view; a staff member may try it, or show the key in place. */
function StudentView({ view }: { view: CpItemViewDto }) {
  const { t } = useTranslation('review');
  const [response, setResponse] = useState<ResponseMap>({});
  const [showKey, setShowKey] = useState(false);
  const onResponse = useCallback((id: string, value: ResponseValue) => setResponse((r) => ({ ...r, [id]: value })), []);
  const mediaUrl = useCallback(
    (path: string) => `/api/cpItemMedia/${view.testDetailId}/${path.split('/').map(encodeURIComponent).join('/')}`,
    [view.testDetailId],
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('item.studentView')}
          </Title>
          <Switch label={t('item.showKey')} checked={showKey} onChange={(e) => setShowKey(e.currentTarget.checked)} />
        </Group>
        {/* the generated client types body nodes as unknown; they are the player's model */}
        <ItemView
          item={view.item as ItemViewItem}
          stimuli={view.stimuli as StimulusView[]}
          response={showKey ? {} : response}
          onResponse={onResponse}
          readOnly={showKey}
          staffView
          correctResponse={showKey ? view.correctResponse : undefined}
          mediaUrl={mediaUrl}
        />
      </Stack>
    </Paper>
  );
}

function ItemReviewPage() {
  const { t } = useTranslation('review');
  const { t: ti } = useTranslation('imports');
  const { id, itemId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: view } = useSuspenseQuery(cpItemQuery(Number(id), Number(itemId)));
  const calculator = (value: number) => ti(`detail.calc.${[1, 2, 3].includes(value) ? value : 'off'}`);
  return (
    <ItemFrame title={t('item.heading', { index: view.index, total: view.total, uin: view.uin })}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="gray.8">
            {`${view.title} · ${t('item.strand')}: ${view.strandName} · ${t('item.calculator')}: ${calculator(view.calculator)}`}
          </Text>
          <ItemPager view={view} />
        </Group>
        <StudentView key={view.itemId} view={view} />
        <KeyAndScoring scoring={view.scoring} />
        <ItemFigures
          testDetailId={view.testDetailId}
          uin={view.uin}
          mode={statsModeOf(search)}
          onMode={(mode) => void navigate({ search: (prev) => cpDetailSearch({ ...prev, statsMode: mode === 1 ? 1 : undefined }), replace: true })}
        />
        <ItemComments cpId={view.cpId} itemId={view.itemId} />
      </Stack>
    </ItemFrame>
  );
}
