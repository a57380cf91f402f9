import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemScoringDto, ResponseScoringDto } from '../../../../api/types.gen';
import { type Column, DataTable } from '../../../../components/DataTable';
import { Field, Section } from '../imports/CpTest';

/** What only staff see: the correct response and how the item scores it. */
export function KeyAndScoring({ scoring }: { scoring: ItemScoringDto }) {
  const { t } = useTranslation('review');
  const columns: Column<ResponseScoringDto>[] = [
    { key: 'response', header: t('key.response'), render: (r) => r.responseIdentifier },
    {
      key: 'correct',
      header: t('key.correct'),
      render: (r) => (
        <Text fw={600} size="sm">
          {r.correctResponse.join(', ') || t('key.none')}
        </Text>
      ),
    },
    {
      key: 'mapping',
      header: t('key.mapping'),
      render: (r) => (r.mapping.length ? r.mapping.map((m) => `${m.mapKey} → ${m.mappedValue}`).join('; ') : t('key.none')),
    },
  ];
  return (
    <Section title={t('key.title')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Field label={t('key.processing')} value={t(`key.template.${scoring.processing}`, { defaultValue: scoring.processing })} />
        <Field label={t('key.maxScore')} value={scoring.maxScore} />
        {scoring.humanScored && <Field label={t('key.humanScored')} value="✓" />}
      </SimpleGrid>
      <DataTable label={t('key.title')} columns={columns} rows={scoring.responses} rowKey={(r) => r.responseIdentifier} empty={t('key.none')} minWidth={480} />
    </Section>
  );
}
