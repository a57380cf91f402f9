import { BarChart, LineChart } from '@mantine/charts';
import { List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/percent';
import type { ScoreBucketDto, TrendPointDto } from '../../../../api/types.gen';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Completed attempts by score, in tenths. The drawing is for the eye only; the same counts are
 * written out beneath it for screen readers and anyone who prefers words.
 */
export function DistributionChart({ buckets }: { buckets: ScoreBucketDto[] | undefined }) {
  const { t, i18n } = useTranslation('reports');
  const to = (from: number) => (from === 90 ? 100 : from + 9);
  const data = (buckets ?? []).map((b) => ({
    bucket: t('distribution.bucket', { from: b.from, to: formatPercent(to(b.from), i18n.language) }),
    count: b.count,
  }));
  const filled = (buckets ?? []).filter((b) => b.count > 0);
  return (
    <ChartCard title={t('distribution.title')}>
      {!buckets ? (
        <Skeleton height={220} aria-busy="true" />
      ) : filled.length === 0 ? (
        <Text c="gray.8">{t('distribution.empty')}</Text>
      ) : (
        <figure style={{ margin: 0 }}>
          <div aria-hidden="true">
            <BarChart
              h={220}
              data={data}
              dataKey="bucket"
              series={[{ name: 'count', label: t('distribution.axis'), color: 'blue.7' }]}
              barChartProps={{ accessibilityLayer: false }}
              yAxisProps={{ allowDecimals: false }}
            />
          </div>
          <figcaption>
            <List size="sm" spacing={4}>
              {filled.map((b) => (
                <List.Item key={b.from}>{t('distribution.summary', { count: b.count, from: b.from, to: formatPercent(to(b.from), i18n.language) })}</List.Item>
              ))}
            </List>
          </figcaption>
        </figure>
      )}
    </ChartCard>
  );
}

/** Attempts and mean score per day, week or month, drawn and written out. */
export function TrendChart({ points }: { points: TrendPointDto[] | undefined }) {
  const { t, i18n } = useTranslation('reports');
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const data = (points ?? []).map((p) => ({ period: day(p.period), attempts: p.attempts, meanPercent: p.meanPercent }));
  return (
    <ChartCard title={t('trend.title')}>
      {!points ? (
        <Skeleton height={240} aria-busy="true" />
      ) : points.length === 0 ? (
        <Text c="gray.8">{t('trend.empty')}</Text>
      ) : (
        <figure style={{ margin: 0 }}>
          <div aria-hidden="true">
            <LineChart
              h={240}
              data={data}
              dataKey="period"
              series={[
                { name: 'attempts', label: t('trend.attempts'), color: 'blue.7' },
                { name: 'meanPercent', label: t('trend.meanPercent'), color: 'teal.8' },
              ]}
              curveType="linear"
              connectNulls
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              lineChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <figcaption>
            <List size="sm" spacing={4}>
              {points.map((p) => (
                <List.Item key={p.period}>
                  {t('trend.summary', {
                    period: day(p.period),
                    attempts: p.attempts,
                    completed: p.completed,
                    mean: p.meanPercent === null ? t('trend.noMean') : formatPercent(p.meanPercent, i18n.language),
                  })}
                </List.Item>
              ))}
            </List>
          </figcaption>
        </figure>
      )}
    </ChartCard>
  );
}
