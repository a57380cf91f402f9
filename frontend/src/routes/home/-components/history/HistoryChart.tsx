import { LineChart } from '@mantine/charts';
import { List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistorySeriesDto } from '../../../../api/types.gen';
import { formatPercent } from '../../../../lib/percent';
import { chartModel, type SeriesSummary } from './chart-data';
import { historyChartQuery } from './queries';

function sameDay(series: HistorySeriesDto[] | undefined): boolean {
  const days = (series ?? []).flatMap((s) => s.points.map((p) => new Date(p.completedOn).toDateString()));
  return new Set(days).size < days.length;
}

/**
 * Each category's scores over time, whichever of its tests they come from, so progress in a subject
 * shows at a glance. The drawing is for the eye only;
 * the same facts are written out beneath it for screen readers and anyone who prefers words.
 */
export function HistoryChart() {
  const { t, i18n } = useTranslation('history');
  const titleId = useId();
  const { data } = useSuspenseQuery(historyChartQuery());
  const shortDate = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const percent = (value: number) => formatPercent(value, i18n.language);
  // Several results on one day would share a label: then the axis shows the time as well. Decided
  // once per answer, not per label: a student with thousands of results would wait for it squared.
  const model = useMemo(() => {
    if (!data) return undefined;
    const format = new Intl.DateTimeFormat(i18n.language, sameDay(data) ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'medium' });
    return chartModel(data, (iso) => format.format(new Date(iso)));
  }, [data, i18n.language]);

  const sentence = (s: SeriesSummary) => {
    const values = {
      name: s.name,
      count: s.count,
      first: percent(s.first.percent),
      firstDate: shortDate(s.first.completedOn),
      last: percent(s.last.percent),
      lastDate: shortDate(s.last.completedOn),
      best: percent(s.best),
    };
    return s.count === 1 ? t('chart.summarySingle', values) : t('chart.summary', values);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('chart.title')}
        </Title>
        {!model ? (
          <Skeleton height={240} aria-busy="true" />
        ) : model.series.length === 0 ? (
          <Text c="gray.8">{t('chart.empty')}</Text>
        ) : (
          <figure style={{ margin: 0 }}>
            <div aria-hidden="true">
              <LineChart
                h={260}
                data={model.data}
                dataKey="when"
                series={model.series}
                curveType="linear"
                connectNulls
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                yAxisProps={{ domain: [0, 100] }}
                valueFormatter={(value) => percent(value)}
                lineChartProps={{ accessibilityLayer: false }}
                yAxisLabel={t('chart.score')}
                withDots={model.data.length <= 60}
              />
            </div>
            <figcaption>
              {model.grouped.map((g, i) => (
                <Text size="sm" mt="sm" key={i}>
                  {t('chart.averaged', { name: g.name, count: g.perPoint })}
                </Text>
              ))}
              <Text size="sm" fw={600} mt="sm">
                {t('chart.summaryTitle')}
              </Text>
              <List size="sm" spacing={4}>
                {model.summaries.map((s, i) => (
                  <List.Item key={i}>{sentence(s)}</List.Item>
                ))}
              </List>
            </figcaption>
          </figure>
        )}
      </Stack>
    </Paper>
  );
}
