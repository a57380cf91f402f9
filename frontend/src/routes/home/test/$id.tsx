import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestEntryDto } from '../../../api/types.gen';
import { PageContainer } from '../../../components/PageContainer';
import { LoadErrorInPage, PendingPage } from '../../../components/RouteLoad';
import { launchTest, type PracticeMode } from '../../../lib/launch-test';
import i18n from '../../../i18n';
import { CategoryTrail } from '../../../components/CategoryTrail';
import { categoryTestsQuery, testCategoriesQuery } from '../../../lib/queries';
import { useRefreshWhenTestWindowCloses } from '../../../lib/use-refresh-when-test-window-closes';
import { PaaLanding } from '../-components/paa/PaaLanding';
import { currentPaaQuery } from '../-components/paa/queries';

/** The category of the Pre-Assessment Activity (spec 9): its page is the PAA landing, not a test list. */
const PAA_CATEGORY = '5';

/** /home/test/{id}: 'Select a Practice Test to Begin' (each test in two modes), or the PAA landing for category 5. */
export const Route = createFileRoute('/home/test/$id')({
  staticData: { title: ({ id }) => (id === PAA_CATEGORY ? 'paa:landing.title' : 'pages:test.title'), loadErrorInPage: true },
  loader: ({ context: { queryClient }, params: { id } }) => {
    // the category's name, for the heading and the trail back, is usually cached from Home already
    void queryClient.prefetchQuery(testCategoriesQuery(i18n.language));
    return id === PAA_CATEGORY ? queryClient.ensureQueryData(currentPaaQuery()) : queryClient.ensureQueryData(categoryTestsQuery(Number(id)));
  },
  pendingComponent: PendingCategory,
  // A list that cannot be read shows as a category without tests, as it always has; the PAA landing says what it can.
  errorComponent: CategoryLoadError,
  component: CategoryPage,
});

function CategoryLoadError({ error }: ErrorComponentProps) {
  const { id } = Route.useParams();
  return <LoadErrorInPage error={error}>{id === PAA_CATEGORY ? <PaaLanding current={undefined} /> : <TestsFrame tests={[]} />}</LoadErrorInPage>;
}

function PendingCategory() {
  const { id } = Route.useParams();
  return id === PAA_CATEGORY ? <PendingPage title="paa:landing.title" /> : <TestsFrame tests={undefined} />;
}

function CategoryPage() {
  const { id } = Route.useParams();
  return id === PAA_CATEGORY ? <PaaLandingPage /> : <SelectTestPage />;
}

function PaaLandingPage() {
  const { data: current } = useSuspenseQuery(currentPaaQuery());
  return <PaaLanding current={current} />;
}

function ModeButton({ test, mode, pending, onLaunched }: { test: TestEntryDto; mode: PracticeMode; pending: boolean; onLaunched: () => void }) {
  const { t } = useTranslation('pages');
  const [busy, setBusy] = useState(false);
  const label = t(mode === 1 ? 'test.learnAsYouGo' : 'test.practiceTest');
  return (
    <Button
      variant={mode === 1 ? 'light' : 'filled'}
      loading={busy}
      // the name is the visible text, the badge's included, so that a voice command of what is seen finds it
      rightSection={
        pending ? (
          <Badge component="span" color="yellow" variant="filled" c="dark.9" size="sm">
            {t('test.inProgress')}
          </Badge>
        ) : undefined
      }
      onClick={async () => {
        setBusy(true);
        try {
          if (await launchTest({ testDetailId: test.testDetailId, mode })) onLaunched();
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

function SelectTestPage() {
  const { id } = Route.useParams();
  const categoryId = Number(id);
  const { data: tests } = useSuspenseQuery(categoryTestsQuery(categoryId));
  const watchTestWindow = useRefreshWhenTestWindowCloses(categoryTestsQuery(categoryId).queryKey);
  return <TestsFrame tests={tests} onLaunched={watchTestWindow} />;
}

/** The name of the page's category in the reader's language, once the categories are read. */
function useCategoryName(): string | undefined {
  const { id } = Route.useParams();
  const { i18n: language } = useTranslation();
  const { data } = useQuery(testCategoriesQuery(language.language));
  return data?.find((c) => String(c.categoryId) === id)?.categoryName;
}

/** The page while its list is read (`tests` undefined), and once it is. */
function TestsFrame({ tests, onLaunched = () => undefined }: { tests: TestEntryDto[] | undefined; onLaunched?: () => void }) {
  const { t } = useTranslation('pages');
  const category = useCategoryName();
  return (
    <PageContainer title={category ? t('test.heading', { category }) : t('test.title')} above={<CategoryTrail category={category} />}>
      {!tests ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={168} radius="md" />
          ))}
        </SimpleGrid>
      ) : !tests.length ? (
        <Text>{t('test.noTests')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tests.map((test) => (
            <Card key={test.testDetailId} component="li" withBorder radius="md" padding="lg">
              <Title order={2} size="h4">
                {test.testName}
              </Title>
              {test.testDescription && (
                <Text mt="xs" c="gray.8">
                  {test.testDescription}
                </Text>
              )}
              <Text mt="sm" size="sm" c="gray.8">
                {t('test.length', { count: test.operationalTestLength })}
              </Text>
              <Group mt="md" gap="sm">
                <ModeButton test={test} mode={1} pending={test.pendingLAYGSessionId != null} onLaunched={onLaunched} />
                <ModeButton test={test} mode={2} pending={test.pendingSAMPSessionId != null} onLaunched={onLaunched} />
              </Group>
              {/* a version published since the attempt began: the button resumes the attempt on the version it is on */}
              {[...new Set([test.pendingLAYGVersionName, test.pendingSAMPVersionName].filter((name) => name !== null))].map((name) => (
                <Text key={name} mt="sm" size="sm" c="gray.8">
                  {t('test.earlierVersion', { name })}
                </Text>
              ))}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
