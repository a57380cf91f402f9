import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StrandScoreDto } from '../../api/types.gen';
import { usePercent } from '../../lib/percent';
import { StrandBars } from './StrandBars';

/** A strand's label in words and colour; the words carry it, the colour only repeats it. */
export function StrandLabel({ status }: { status: StrandScoreDto['status'] }) {
  const { t } = useTranslation('results');
  return (
    // the label wraps in a narrow column rather than being cut to "Needs …"
    <Badge
      variant="light"
      color={status === 'strong' ? 'teal' : 'orange'}
      c="gray.9"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(status === 'strong' ? 'strands.strong' : 'strands.needsPractice')}
    </Badge>
  );
}

/**
 * The result per strand twice: a table (the accessible, exact form: questions right of total,
 * points, percent and a strong / needs-practice label) and bars to see it at a glance. The bars
 * are a picture named by a one-line summary; their data is the table's.
 */
export function StrandResults({ strands, strongPercent }: { strands: StrandScoreDto[]; strongPercent: number }) {
  const { t } = useTranslation('player');
  const { t: tr } = useTranslation('results');
  const percent = usePercent();
  const summary = strands.map((s) => `${s.strandName} ${percent(s.percent)}`).join(', ');
  return (
    <Stack gap="sm">
      <Title order={3}>{t('report.strandsTitle')}</Title>
      {/* as the portal's other tables: a named region the keyboard can scroll when the width is short */}
      <div role="region" aria-label={t('report.strandsTitle')} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table withTableBorder striped miw={300}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('report.strand')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {tr('strands.correctColumn')}
              </Table.Th>
              {/* points repeat what "correct" and the percent say: left out where the width is short */}
              <Table.Th scope="col" ta="right" visibleFrom="sm">
                {t('report.score')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('report.percentColumn')}
              </Table.Th>
              <Table.Th scope="col">{tr('strands.resultColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {strands.map((s) => (
              <Table.Tr key={s.strandName}>
                <Table.Th scope="row" fw={500}>
                  {s.strandName}
                </Table.Th>
                <Table.Td ta="right">
                  {s.total === 0 && s.selfRatedMaxScore > 0 ? tr('strands.selfRated') : tr('strands.correctOf', { correct: s.correct, total: s.total })}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">{`${s.score} / ${s.maxScore}`}</Table.Td>
                <Table.Td ta="right">{percent(s.percent)}</Table.Td>
                <Table.Td>
                  <StrandLabel status={s.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="sm" c="gray.8">
        {tr('strands.labelRule', { percent: percent(strongPercent) })}
      </Text>
      {strands.length > 0 && (
        <figure role="img" aria-label={t('report.chartLabel', { summary })} style={{ margin: 0 }}>
          <StrandBars strands={strands} percent={percent} />
        </figure>
      )}
    </Stack>
  );
}
