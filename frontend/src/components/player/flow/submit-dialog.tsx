import { Anchor, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../../i18n';
import { confirmDialog } from '../../../lib/dialogs';
import type { DeliveryState } from './types';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'player', ...options });

/** Questions of the route without a saved answer, and those of a linear part not reached yet. */
export function unansweredOf(state: DeliveryState): { positions: number[]; notReached: number } {
  const positions = state.items.filter((i) => !i.answered).map((i) => i.position);
  return { positions, notReached: Math.max(0, state.totalItems - state.items.length) };
}

export function unansweredCount(state: DeliveryState): number {
  const { positions, notReached } = unansweredOf(state);
  return positions.length + notReached;
}

/** Linear parts: leaving a question unanswered is for good, so the student says so first. */
export function confirmSkip(onSkip: () => void): void {
  confirmDialog({
    title: t('nav.skipTitle'),
    message: t('nav.skipText'),
    labels: { yes: t('nav.skipConfirm'), no: t('nav.skipCancel') },
    onYes: onSkip,
  });
}

interface SubmitOptions {
  onConfirm: () => void;
  /** nonlinear parts: open an unanswered question instead of submitting */
  onGoTo?: (position: number) => void;
}

/** A list of questions under its own visible label, each a link where the student may go back to it. */
function QuestionList({ id, label, positions, onOpen }: { id: string; label: string; positions: number[]; onOpen?: (position: number) => void }) {
  const name = (position: number) => t('nav.question', { number: position + 1 });
  return (
    <>
      <Text size="sm" fw={600} id={id}>
        {label}
      </Text>
      <List size="sm" aria-labelledby={id}>
        {positions.map((p) => (
          <List.Item key={p}>
            {onOpen ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onOpen(p)} aria-label={t('review.goTo', { number: p + 1 })}>
                {name(p)}
              </Anchor>
            ) : (
              name(p)
            )}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** Asks before the answers become final, naming the questions still unanswered, then essays not rated, then those flagged. */
export function confirmSubmit(state: DeliveryState, { onConfirm, onGoTo }: SubmitOptions): void {
  const { positions, notReached } = unansweredOf(state);
  const unanswered = positions.length + notReached;
  const open = onGoTo
    ? (position: number) => {
        modals.closeAll();
        onGoTo(position);
      }
    : undefined;
  const unrated = state.items.filter((i) => i.unrated).map((i) => i.position);
  const flagged = state.items.filter((i) => i.flagged).map((i) => i.position);
  confirmDialog({
    title: t('session.submitTitle'),
    message: (
      <Stack gap="xs">
        <Text size="sm" fw={unanswered ? 700 : 400}>
          {unanswered ? t('session.submitUnanswered', { count: unanswered }) : t('session.submitAllAnswered')}
        </Text>
        {positions.length > 0 && <QuestionList id="submit-unanswered-label" label={t('session.unansweredList')} positions={positions} onOpen={open} />}
        {notReached > 0 && <Text size="sm">{t('session.notReached', { count: notReached })}</Text>}
        {unrated.length > 0 && (
          <Text size="sm" fw={700}>
            {t('session.submitUnrated', { count: unrated.length })}
          </Text>
        )}
        {unrated.length > 0 && <QuestionList id="submit-unrated-label" label={t('session.unratedList')} positions={unrated} onOpen={open} />}
        {flagged.length > 0 && <QuestionList id="submit-flagged-label" label={t('session.flaggedList')} positions={flagged} />}
        <Text size="sm">{t('session.submitText')}</Text>
      </Stack>
    ),
    labels: { yes: t('session.submitConfirm'), no: t('session.cancel') },
    onYes: onConfirm,
  });
}
