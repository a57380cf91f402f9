import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { categoryTestsQuery } from '../../../lib/queries';

/** 'Select a Practice Test to Begin': the published tests of the category. */
export const Route = createFileRoute('/home/test/$id')({ component: SelectTestPage });

function SelectTestPage() {
  const { t } = useTranslation('pages');
  const { id } = Route.useParams();
  const { data: tests, isPending } = useQuery(categoryTestsQuery(Number(id)));
  return (
    <PageContainer title={t('test.title')}>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : !tests?.length ? (
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
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
