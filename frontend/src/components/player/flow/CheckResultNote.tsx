import { Alert } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelfRatingSummary } from '../../report/SelfRatingSummary';
import type { CheckResult } from './types';

/** Learn As You Go: correct or incorrect, in words and with a shape, never by colour alone. */
export const CheckResultNote = forwardRef<HTMLDivElement, { result: CheckResult }>(function CheckResultNote({ result }, ref) {
  const { t } = useTranslation('player');
  const look = result.selfRated
    ? { color: 'blue', icon: <IconInfoCircle aria-hidden />, title: t('nav.selfRated') }
    : result.humanScored
      ? { color: 'blue', icon: <IconInfoCircle aria-hidden />, title: t('nav.humanScored') }
      : result.correct === null
        ? { color: 'blue', icon: <IconInfoCircle aria-hidden />, title: t('nav.notCounted') }
        : result.correct
          ? { color: 'teal', icon: <IconCheck aria-hidden />, title: t('nav.correct') }
          : { color: 'red', icon: <IconX aria-hidden />, title: t('nav.incorrect') };
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      variant="light"
      color={look.color}
      icon={look.icon}
      title={look.title}
      styles={{ title: { color: 'var(--mantine-color-gray-9)' }, message: { color: 'var(--mantine-color-gray-9)' } }}
    >
      {result.selfRated && <SelfRatingSummary score={result.score} maxScore={result.maxScore} ratings={result.selfRatings ?? []} />}
      {result.correct !== null && t('nav.points', { score: result.score, max: result.maxScore, count: result.maxScore })}
    </Alert>
  );
});
