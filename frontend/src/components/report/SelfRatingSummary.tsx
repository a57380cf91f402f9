import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SelfRatingDto } from '../../api/types.gen';

/**
 * An essay's self-score as what it is: the student's own rating against the rubric, totalled by
 * the item's scoring, with the level given on each criterion. Never a verdict of a scorer.
 */
export function SelfRatingSummary({ score, maxScore, ratings }: { score: number; maxScore: number; ratings: SelfRatingDto[] }) {
  const { t } = useTranslation('player');
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('selfRating.total', { score, max: maxScore })}</Text>
      <List size="sm" spacing={2} aria-label={t('selfRating.linesLabel')}>
        {ratings.map((r) => (
          <List.Item key={r.responseIdentifier}>
            {r.points === null
              ? t('selfRating.notRated', { criterion: r.criterion })
              : t('selfRating.line', { criterion: r.criterion, level: r.level, points: r.points, max: r.maxPoints })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="gray.8">
        {t('selfRating.note')}
      </Text>
    </Stack>
  );
}
