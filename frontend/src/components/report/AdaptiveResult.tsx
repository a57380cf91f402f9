import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdaptiveResultDto } from '../../api/types.gen';

/**
 * An adaptive section's result as the real score report reads: the scaled score with its error band
 * and readiness against the cut, or θ with its standard error when the test declares no scale. Always
 * said to be a practice estimate.
 */
export function AdaptiveResult({ result }: { result: AdaptiveResultDto }) {
  const { t, i18n } = useTranslation(['player', 'pages']);
  const decimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const scaled = result.scaledScore !== undefined;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`adaptive-${result.sectionIdentifier}`}>
      <Stack gap="sm">
        <Title order={3} id={`adaptive-${result.sectionIdentifier}`}>
          {scaled ? t('report.adaptive.title') : t('report.adaptive.thetaTitle')}
        </Title>
        {scaled ? (
          <Group gap="xl" align="center">
            <Text fz={48} fw={700} lh={1.1} c="blue.9">
              {result.scaledScore}
            </Text>
            <Stack gap={4}>
              {result.scaledLow !== undefined && result.scaledHigh !== undefined && (
                <>
                  <Text fw={600}>{t('report.adaptive.band', { low: result.scaledLow, high: result.scaledHigh })}</Text>
                  <Text size="sm" c="gray.8">
                    {t('report.adaptive.bandNote')}
                  </Text>
                </>
              )}
              {result.cut !== undefined && (
                <Text fw={600}>{result.ready ? t('report.adaptive.ready', { cut: result.cut }) : t('report.adaptive.below', { cut: result.cut })}</Text>
              )}
            </Stack>
          </Group>
        ) : (
          <Stack gap={4}>
            <Text fw={600}>{t('report.adaptive.theta', { theta: decimal.format(result.theta), se: decimal.format(result.se) })}</Text>
            <Text size="sm" c="gray.8">
              {t('report.adaptive.thetaNote')}
            </Text>
          </Stack>
        )}
        <Text size="sm" fw={600}>
          {t('report.adaptive.estimate')}
        </Text>
        <Text size="sm" c="gray.8">
          {t('pages:about.practiceOnly')}
        </Text>
      </Stack>
    </Paper>
  );
}
