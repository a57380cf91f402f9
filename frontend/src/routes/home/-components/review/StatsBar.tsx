import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshItemStatistics } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadItemStatistics } from './exportStatistics';
import { correlation } from './format';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { readKey } from '../../../../lib/queries';
import { itemStatsQuery, type StatsMode } from './queries';

/** Which sessions the figures count, how many there were, the test's reliability, and a way to compute them now. */
export function StatsBar({ testDetailId, mode, onMode }: { testDetailId: number; mode: StatsMode; onMode: (mode: StatsMode) => void }) {
  const { t, i18n } = useTranslation('review');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const { data } = useSuspenseQuery(itemStatsQuery(testDetailId, mode, useReadLanguage()));
  const refresh = async () => {
    setRefreshing(true);
    const { error } = await refreshItemStatistics({ body: { testDetailId } });
    setRefreshing(false);
    if (error) return alerts.error((error as { message?: string }).message ?? t('stats.queued'), { action: 'item-stats' });
    alerts.success(t('stats.queued'), { action: 'item-stats' });
    await queryClient.invalidateQueries({ queryKey: readKey('getItemStatistics', { body: { testDetailId } }) });
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm" fw={500} id={`stats-mode-${testDetailId}`}>
          {t('stats.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby={`stats-mode-${testDetailId}`}
          value={String(mode)}
          onChange={(value) => onMode(Number(value) as StatsMode)}
          data={[
            { value: '2', label: t('stats.practiceTest') },
            { value: '1', label: t('stats.learnAsYouGo') },
          ]}
        />
        <Button variant="light" size="xs" loading={refreshing} onClick={() => void refresh()}>
          {t('stats.refresh')}
        </Button>
        <Button variant="subtle" size="xs" disabled={!data?.computedOn} onClick={() => void downloadItemStatistics(testDetailId, mode)}>
          {t('stats.download')}
        </Button>
      </Group>
      <Text size="sm" c="gray.8">
        {data?.computedOn
          ? t('stats.summary', {
              sessions: data.sessions,
              reliability: correlation(data.reliability, i18n.language),
              date: new Date(data.computedOn).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            })
          : t('stats.notYet')}
      </Text>
      <Text size="xs" c="gray.8">
        {t('stats.explain')}
      </Text>
    </Stack>
  );
}
