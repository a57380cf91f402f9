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

/** Asks before the answers become final, naming the questions still unanswered. */
export function confirmSubmit(state: DeliveryState, { onConfirm, onGoTo }: SubmitOptions): void {
  const { positions, notReached } = unansweredOf(state);
  const unanswered = positions.length + notReached;
  const name = (position: number) => t('nav.question', { number: position + 1 });
  const open = (position: number) => {
    modals.closeAll();
    onGoTo?.(position);
  };
  const flagged = state.items.filter((i) => i.flagged).map((i) => name(i.position));
  confirmDialog({
    title: t('session.submitTitle'),
    message: (
      <Stack gap="xs">
        <Text size="sm" fw={unanswered ? 700 : 400}>
          {unanswered ? t('session.submitUnanswered', { count: unanswered }) : t('session.submitAllAnswered')}
        </Text>
        {positions.length > 0 && (
          <Text size="sm" fw={600} id="submit-unanswered-label">
            {t('session.unansweredList')}
          </Text>
        )}
        {positions.length > 0 && (
          <List size="sm" aria-labelledby="submit-unanswered-label">
            {positions.map((p) => (
              <List.Item key={p}>
                {onGoTo ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => open(p)} aria-label={t('review.goTo', { number: p + 1 })}>
                    {name(p)}
                  </Anchor>
                ) : (
                  name(p)
                )}
              </List.Item>
            ))}
          </List>
        )}
        {notReached > 0 && <Text size="sm">{t('session.notReached', { count: notReached })}</Text>}
        {flagged.length > 0 && (
          <>
            <Text size="sm" fw={600} id="submit-flagged-label">
              {t('session.flaggedList')}
            </Text>
            <List size="sm" aria-labelledby="submit-flagged-label">
              {flagged.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
          </>
        )}
        <Text size="sm">{t('session.submitText')}</Text>
      </Stack>
    ),
    labels: { yes: t('session.submitConfirm'), no: t('session.cancel') },
    onYes: onConfirm,
  });
}
