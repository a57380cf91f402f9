import { Fn } from '@portal/shared';
import { Anchor, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { LoadErrorInPage, PendingBlocks, useReadLanguage } from '../../components/RouteLoad';
import { loadOnEntry, readTableState, useReadSearch } from '../../components/table-search';
import { requireFunction } from '../../lib/guards';
import { CpDetail } from './-components/imports/CpDetail';
import { cpDataQuery, cpItemsQuery } from './-components/imports/queries';
import { itemStatsQuery } from './-components/review/queries';
import { type CpDetailSearch, cpDetailSearch, ITEMS_TABLE, statsModeOf } from './-components/review/search';

/** The content package detail page. */
export const Route = createFileRoute('/home/imports/practiceTest/$id')({
  staticData: { title: 'imports:detail.title', loadErrorInPage: true },
  beforeLoad: requireFunction(Fn.Imports),
  validateSearch: cpDetailSearch,
  loaderDeps: ({ search }) => search,
  // The package, then each of its tests' items page and figures, so the page opens whole.
  loader: ({ context: { queryClient }, params, deps, cause }) =>
    loadOnEntry({ cause }, async () => {
      const cpId = Number(params.id);
      const { cpUploadData } = await queryClient.ensureQueryData(cpDataQuery(cpId, i18n.language));
      const page = readTableState(deps, ITEMS_TABLE);
      await Promise.all(
        cpUploadData.testDetails.flatMap((test) => [
          queryClient.ensureQueryData(cpItemsQuery(cpId, page, test.testDetailId)),
          queryClient.ensureQueryData(itemStatsQuery(test.testDetailId, statsModeOf(deps), i18n.language)),
        ]),
      );
    }),
  pendingComponent: () => (
    <CpDetailFrame>
      <PendingBlocks blocks={[120, 240]} />
    </CpDetailFrame>
  ),
  errorComponent: CpNotFound,
  component: CpDetailPage,
});

function CpDetailFrame({ title, children }: { title?: string; children: React.ReactNode }) {
  const { t } = useTranslation('imports');
  return (
    <PageContainer title={title ? `${t('detail.title')}: ${title}` : t('detail.title')} size="xl">
      <Anchor component={Link} to="/home/imports">
        {t('detail.back')}
      </Anchor>
      {children}
    </PageContainer>
  );
}

function CpNotFound({ error }: ErrorComponentProps) {
  const { t } = useTranslation('imports');
  return (
    <LoadErrorInPage error={error}>
      <CpDetailFrame>
        <Text c="red.8">{t('failed.notFound')}</Text>
      </CpDetailFrame>
    </LoadErrorInPage>
  );
}

function CpDetailPage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const navigateHere = Route.useNavigate();
  const onSearch = (patch: CpDetailSearch) => void navigateHere({ search: (prev) => cpDetailSearch({ ...prev, ...patch }), replace: true });
  const { data } = useSuspenseQuery(cpDataQuery(Number(id), useReadLanguage()));
  // The figures' mode is in the address too: the figures on screen stay until the other mode's are in.
  const { read } = useReadSearch(search);
  return (
    <CpDetailFrame title={data.cpData.testDescription}>
      <CpDetail data={data} onDeleted={() => void navigate({ to: '/home/imports' })} search={read} onSearch={onSearch} />
    </CpDetailFrame>
  );
}
