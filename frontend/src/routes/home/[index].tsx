import { Fn } from '@backend/acl/functions';
import { Alert, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/PageContainer';
import { requireFunction } from '../../lib/guards';
import { testCategoriesQuery } from '../../lib/queries';
import classes from './-components/CategoryCard.module.css';

export const Route = createFileRoute('/home/index')({ staticData: { title: 'pages:home.title' }, beforeLoad: requireFunction(Fn.Home), component: ChooseTestPage });

function ChooseTestPage() {
  const { t, i18n } = useTranslation('pages');
  const { data: categories, isPending } = useQuery(testCategoriesQuery(i18n.language));
  return (
    <PageContainer title={t('home.title')} size="lg">
      <Alert variant="light" color="blue" icon={<IconExternalLink aria-hidden />}>
        {t('home.popupNote')}
      </Alert>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={132} radius="md" />
          ))}
        </SimpleGrid>
      ) : !categories?.length ? (
        <Text>{t('home.noTests')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.list}>
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Link to="/home/test/$id" params={{ id: String(c.categoryId) }} className={classes.link}>
                <Card withBorder radius="md" padding="lg" className={classes.card}>
                <Title order={2} fz="h4" className={classes.name}>
                  {c.categoryName}
                </Title>
                <Text size="sm" mt="xs" c="gray.8">
                  {c.categoryDescription}
                </Text>
                </Card>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
