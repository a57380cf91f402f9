import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './ItemView.module.css';

export type MarkKind = 'yourCorrect' | 'yourIncorrect' | 'yours' | 'correct';

/** Which mark an option gets in review; null when it was neither chosen nor correct. */
export function markFor(selected: boolean, correct: boolean | undefined): MarkKind | null {
  if (selected) return correct === undefined ? 'yours' : correct ? 'yourCorrect' : 'yourIncorrect';
  return correct ? 'correct' : null;
}

const ICONS = { yourCorrect: IconCheck, correct: IconCheck, yourIncorrect: IconX, yours: IconPointFilled } as const;

/**
 * Review marks say in words and with a shape (tick, cross, dot) what the student chose and what
 * is right, never by colour alone. `compact` keeps only the icon visible (grids, gaps) and the words for screen readers.
 */
export function ReviewMark({ kind, compact, detail }: { kind: MarkKind | null; compact?: boolean; detail?: string }) {
  const { t } = useTranslation('player');
  if (!kind) return null;
  const Icon = ICONS[kind];
  const text = t(`item.review.${kind}`);
  return (
    <span className={classes.mark} data-mark={kind} title={compact ? text : undefined}>
      <Icon size={18} stroke={2.5} aria-hidden="true" focusable="false" />
      {compact ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
      {detail && <span>{detail}</span>}
    </span>
  );
}

/** "Correct answer: …" next to a control whose options cannot carry their own marks (select, text field). */
export function CorrectAnswerNote({ answer }: { answer: string }) {
  const { t } = useTranslation('player');
  return (
    <span className={classes.mark} data-mark="correct">
      <IconCheck size={18} stroke={2.5} aria-hidden="true" focusable="false" />
      <span>{t('item.review.correctIs', { answer })}</span>
    </span>
  );
}
