import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScoreBandDto } from '../../api/types.gen';
import { usePercent } from '../../lib/percent';

/** The band by the test's own declared cut scores, said to be the package's and not a TSIA2 score. */
export function ScoreBand({ band }: { band: ScoreBandDto }) {
  const { t } = useTranslation('results');
  const percent = usePercent();
  const cuts = band.cutScores.map((c) => t('band.cut', { label: c.label, percent: percent(c.fromPercent) })).join('; ');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="gray.8">
        {t('band.title')}
      </Text>
      <Text fz="xl" fw={700}>
        {band.label}
      </Text>
      <Text size="sm" c="gray.8" maw={420}>
        {t('band.source', { cuts })}
      </Text>
    </Stack>
  );
}
