import { SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemScoringDto } from '../../../../api/types.gen';
import { Field, Section } from '../imports/CpTest';

/** What only staff see: the correct response and how the item scores it. */
export function KeyAndScoring({ scoring }: { scoring: ItemScoringDto }) {
  const { t } = useTranslation('review');
  return (
    <Section title={t('key.title')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Field label={t('key.processing')} value={t(`key.template.${scoring.processing}`, { defaultValue: scoring.processing })} />
        <Field label={t('key.maxScore')} value={scoring.maxScore} />
        {scoring.humanScored && <Field label={t('key.humanScored')} value="✓" />}
      </SimpleGrid>
      <div role="region" aria-label={t('key.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" miw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('key.response')}</Table.Th>
              <Table.Th>{t('key.correct')}</Table.Th>
              <Table.Th>{t('key.mapping')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scoring.responses.map((r) => (
              <Table.Tr key={r.responseIdentifier}>
                <Table.Td>{r.responseIdentifier}</Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {r.correctResponse.join(', ') || t('key.none')}
                  </Text>
                </Table.Td>
                <Table.Td>{r.mapping.length ? r.mapping.map((m) => `${m.mapKey} → ${m.mappedValue}`).join('; ') : t('key.none')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Section>
  );
}
