import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way back from a category's page: Home, then the category (the page itself). */
export function CategoryTrail({ category }: { category: string | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('trail')}>
      <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} to="/home/index" size="sm">
          {t('nav.home')}
        </Anchor>
        {category && (
          <Text size="sm" c="gray.8" aria-current="page">
            {category}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
