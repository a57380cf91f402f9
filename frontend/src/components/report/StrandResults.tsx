import { BarChart } from '@mantine/charts';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StrandScore {
  strandName: string;
  score: number;
  maxScore: number;
  percent: number;
}

/**
 * The result per strand twice: a table (the accessible, exact form) and a bar chart to see it at a
 * glance. The chart is a picture named by a one-line summary; its data is the table's.
 */
export function StrandResults({ strands }: { strands: StrandScore[] }) {
  const { t } = useTranslation('player');
  const summary = strands.map((s) => `${s.strandName} ${s.percent} %`).join(', ');
  return (
    <Stack gap="sm">
      <Title order={3}>{t('report.strandsTitle')}</Title>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('report.strand')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('report.score')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('report.percentColumn')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {strands.map((s) => (
              <Table.Tr key={s.strandName}>
                <Table.Th scope="row" fw={500}>
                  {s.strandName}
                </Table.Th>
                <Table.Td ta="right">{`${s.score} / ${s.maxScore}`}</Table.Td>
                <Table.Td ta="right">{`${s.percent} %`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {strands.length > 0 && (
        <figure role="img" aria-label={t('report.chartLabel', { summary })} style={{ margin: 0 }}>
          <BarChart
            h={Math.max(160, 56 * strands.length)}
            data={strands.map((s) => ({ strand: s.strandName, percent: s.percent }))}
            dataKey="strand"
            orientation="vertical"
            series={[{ name: 'percent', color: 'blue.8', label: t('report.percentColumn') }]}
            yAxisProps={{ width: 140 }}
            xAxisProps={{ domain: [0, 100] }}
            valueFormatter={(value) => `${value} %`}
            withBarValueLabel
            withTooltip={false}
            accessibilityLayer={false}
            textColor="gray.9"
          />
        </figure>
      )}
    </Stack>
  );
}
