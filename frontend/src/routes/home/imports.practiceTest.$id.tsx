import { Fn } from '@portal/shared';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { CpDetail } from './-components/imports/CpDetail';
import { cpDataQuery } from './-components/imports/queries';
import { type CpDetailSearch, cpDetailSearch } from './-components/review/search';

/** The content package detail page. */
export const Route = createFileRoute('/home/imports/practiceTest/$id')({
  staticData: { title: 'imports:detail.title' },
  beforeLoad: requireFunction(Fn.Imports),
  validateSearch: cpDetailSearch,
  component: CpDetailPage,
});

function CpDetailPage() {
  const { t, i18n } = useTranslation('imports');
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const navigateHere = Route.useNavigate();
  const onSearch = (patch: CpDetailSearch) => void navigateHere({ search: (prev) => cpDetailSearch({ ...prev, ...patch }), replace: true });
  const { data, isError } = useQuery(cpDataQuery(Number(id), i18n.language));
  return (
    <PageContainer title={data ? `${t('detail.title')}: ${data.cpData.testDescription}` : t('detail.title')} size="xl">
      <Anchor component={Link} to="/home/imports">
        {t('detail.back')}
      </Anchor>
      {isError ? (
        <Text c="red.8">{t('failed.notFound')}</Text>
      ) : !data ? (
        <Stack aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <CpDetail data={data} onDeleted={() => void navigate({ to: '/home/imports' })} search={search} onSearch={onSearch} />
      )}
    </PageContainer>
  );
}
