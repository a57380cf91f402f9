import { Fn } from '@portal/shared';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { testCategoriesQuery } from '../../lib/queries';
import { session, useSession } from '../../lib/session';
import { CategoryTiles } from './-components/home/CategoryTiles';
import { ContinueTests } from './-components/home/ContinueTests';
import { LatestResults } from './-components/home/LatestResults';
import { PaaStatus } from './-components/home/PaaStatus';
import { inProgressQuery, latestResultsQuery } from './-components/home/queries';
import { currentPaaQuery } from './-components/paa/queries';

export const Route = createFileRoute('/home/index')({
  staticData: { title: 'pages:home.title' },
  beforeLoad: requireFunction(Fn.Home),
  // The panels' reads start with the navigation (and on hover over a link here), so they open filled
  // in. Each panel stands alone: one whose read fails shows its own empty state, not an error page.
  loader: ({ context: { queryClient } }) => {
    const reads: Array<Promise<unknown>> = [
      queryClient.ensureQueryData(inProgressQuery()),
      queryClient.ensureQueryData(currentPaaQuery()),
      queryClient.ensureQueryData(testCategoriesQuery(i18n.language)),
    ];
    if (session.can(Fn.History)) reads.push(queryClient.ensureQueryData(latestResultsQuery()));
    return Promise.allSettled(reads).then(() => undefined);
  },
  // While the reads are on their way the page itself shows: each panel is its own skeleton.
  pendingComponent: ChooseTestPage,
  component: ChooseTestPage,
});

/** 'Choose a Practice Test': where the student left off, the latest results, the PAA, then the categories. */
function ChooseTestPage() {
  const { t } = useTranslation('pages');
  const { t: tHome } = useTranslation('home');
  const { acl } = useSession();
  const categoriesId = useId();
  // staff see Home to preview the student view; History is a student's function
  const seesHistory = acl[String(Fn.History)] === 'W';
  return (
    <PageContainer title={t('home.title')} size="lg">
      <Alert variant="light" color="blue" icon={<IconExternalLink aria-hidden />}>
        {t('home.popupNote')}
      </Alert>
      <ContinueTests />
      <SimpleGrid cols={{ base: 1, md: seesHistory ? 2 : 1 }}>
        {seesHistory && <LatestResults />}
        <PaaStatus />
      </SimpleGrid>
      <Stack gap="md" component="section" aria-labelledby={categoriesId}>
        <Title order={2} fz="h3" id={categoriesId}>
          {tHome('categories.title')}
        </Title>
        <CategoryTiles headingId={categoriesId} />
      </Stack>
    </PageContainer>
  );
}
