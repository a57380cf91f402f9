import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { testCategoriesQuery } from '../../../../lib/queries';
import classes from '../CategoryCard.module.css';

/** The PAA's category is an activity, not a list of tests to count. */
const PAA_CATEGORY = 5;

/** The categories, each saying honestly how many tests it holds ('No Tests to Display' when there is none at all). */
export function CategoryTiles({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('pages');
  const { t: tHome } = useTranslation('home');
  // Home's loader starts this read, but the panel keeps useQuery and its own empty state: one panel whose read fails must not hide the others.
  const { data: categories, isPending } = useQuery(testCategoriesQuery(i18n.language));
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!categories?.length) return <Text>{t('home.noTests')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.list} aria-labelledby={headingId}>
      {categories.map((c) => (
        <li key={c.categoryId}>
          <Link to="/home/test/$id" params={{ id: String(c.categoryId) }} className={classes.link}>
            <Card withBorder radius="md" padding="lg" className={classes.card}>
              <Title order={3} fz="h4" className={classes.name}>
                {c.categoryName}
              </Title>
              <Text size="sm" mt="xs" c="gray.8">
                {c.categoryDescription}
              </Text>
              {c.categoryId !== PAA_CATEGORY && (
                <Text size="sm" mt="sm" fw={600} c={c.testCount > 0 ? 'gray.9' : 'red.9'}>
                  {c.testCount > 0 ? tHome('categories.count', { count: c.testCount }) : tHome('categories.none')}
                </Text>
              )}
            </Card>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
