import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../../i18n';
import type { DeliveryState } from './types';

/** Unanswered questions, counting those of a linear part not yet reached. */
export function unansweredCount(state: DeliveryState): number {
  const total = Math.max(state.totalItems, state.items.length);
  return total - state.items.filter((i) => i.answered || i.final).length;
}

/** Asks before the answers become final, saying how many questions are still unanswered. */
export function confirmSubmit(state: DeliveryState, onConfirm: () => void): void {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'player', ...options });
  const unanswered = unansweredCount(state);
  const flagged = state.items.filter((i) => i.flagged).map((i) => t('nav.question', { number: i.position + 1 }));
  modals.openConfirmModal({
    title: t('session.submitTitle'),
    centered: true,
    children: (
      <Stack gap="xs">
        <Text size="sm" fw={unanswered ? 700 : 400}>
          {unanswered ? t('session.submitUnanswered', { count: unanswered }) : t('session.submitAllAnswered')}
        </Text>
        {flagged.length > 0 && <Text size="sm">{t('session.submitFlagged', { list: flagged.join(', ') })}</Text>}
        <Text size="sm">{t('session.submitText')}</Text>
      </Stack>
    ),
    labels: { confirm: t('session.submitConfirm'), cancel: t('session.cancel') },
    closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
    onConfirm,
  });
}
