import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemIrtDto } from '../../../../api/types.gen';
import { Field } from '../imports/CpTest';
import { correlation } from './format';

const MODEL_NAME: Record<ItemIrtDto['model'], string> = { rasch: 'Rasch', '2pl': '2PL', '3pl': '3PL' };

/** One item's IRT parameters with their standard errors, its fit and, when it has none, why. */
export function IrtFigures({ irt }: { irt: ItemIrtDto | null | undefined }) {
  const { t, i18n } = useTranslation('review');
  const two = (value: number | null | undefined) => correlation(value, i18n.language);
  const withSe = (value: number | null, se: number | null | undefined) =>
    value === null ? '—' : se === null || se === undefined ? two(value) : t('stats.irtWithSe', { value: two(value), se: two(se) });
  if (!irt) return <Text c="gray.8">{t('stats.irtNone')}</Text>;
  const words = irt.status === 'not-calibrated' ? irt.reason : t(`stats.irtWords.${irt.status === 'anchor' ? (irt.source ?? 'earlier') : 'calibrated'}`);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('stats.irtTitle', { model: MODEL_NAME[irt.model] })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        <Field label={t('stats.irtA')} value={withSe(irt.a, irt.se?.a)} />
        <Field label={t('stats.irtB')} value={withSe(irt.b, irt.se?.b)} />
        <Field label={t('stats.irtC')} value={withSe(irt.c, irt.se?.c)} />
        <Field
          label={t('stats.irtFit')}
          value={irt.fit ? t('stats.irtFitValue', { chiSquare: two(irt.fit.chiSquare), df: irt.fit.df, p: two(irt.fit.p) }) : '—'}
        />
        <Field label={t('stats.irtResponses')} value={irt.responses.toLocaleString(i18n.language)} />
      </SimpleGrid>
      <Text size="sm">{words}</Text>
    </Stack>
  );
}
