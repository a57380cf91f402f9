import { Badge, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChoiceFiguresDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { Field, Section } from '../imports/CpTest';
import { correlation, percent, seconds } from './format';
import { itemStatsQuery, type StatsMode } from './queries';
import { IrtFigures } from './IrtFigures';
import { StatsBar } from './StatsBar';

/** One item's figures in the chosen mode, its flags in words, and the share of each choice. */
export function ItemFigures({ testDetailId, uin, mode, onMode }: { testDetailId: number; uin: string; mode: StatsMode; onMode: (mode: StatsMode) => void }) {
  const { t, i18n } = useTranslation('review');
  const { data } = useSuspenseQuery(itemStatsQuery(testDetailId, mode, useReadLanguage()));
  const figures = data.items.find((i) => i.uin === uin);
  const time = seconds(figures?.medianSeconds, i18n.language);
  const columns: Column<ChoiceFiguresDto>[] = [
    { key: 'responseIdentifier', header: t('key.response'), render: (c) => c.responseIdentifier },
    {
      key: 'value',
      header: t('stats.choice'),
      render: (c) => (
        <>
          {c.value}{' '}
          {c.key && (
            <Badge size="xs" variant="light" color="teal" c="gray.9">
              {t('stats.keyMark')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'share', header: t('stats.share'), render: (c) => percent(c.share, i18n.language) },
    { key: 'upperShare', header: t('stats.upperShare'), render: (c) => percent(c.upperShare, i18n.language) },
  ];
  return (
    <Section title={t('stats.title')}>
      <StatsBar testDetailId={testDetailId} mode={mode} onMode={onMode} />
      {!figures ? (
        <Text c="gray.8">{t('stats.none')}</Text>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <Field label={t('stats.responses')} value={figures.responses} />
            <Field label={t('stats.facility')} value={percent(figures.facility, i18n.language)} />
            <Field label={t('stats.discrimination')} value={correlation(figures.discrimination, i18n.language)} />
            <Field label={t('stats.upperLower')} value={correlation(figures.upperLower, i18n.language)} />
            <Field label={t('stats.omitRate')} value={percent(figures.omitRate, i18n.language)} />
            <Field label={t('stats.medianTime')} value={time === null ? '—' : t('stats.seconds', { value: time })} />
          </SimpleGrid>
          {figures.flags.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('stats.flags')}
              </Text>
              <List size="sm">
                {figures.flags.map((f) => (
                  <List.Item key={f.code}>{f.reason}</List.Item>
                ))}
              </List>
            </div>
          )}
          <IrtFigures irt={figures.irt} />
          <DataTable
            label={t('stats.choices')}
            columns={columns}
            rows={figures.choices}
            rowKey={(c) => `${c.responseIdentifier}-${c.value}`}
            empty={t('stats.none')}
            minWidth={480}
          />
        </Stack>
      )}
    </Section>
  );
}
