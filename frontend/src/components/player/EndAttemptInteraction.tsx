import type { InteractionOf } from './types';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './player-context';

/**
 * A button that ends the attempt (QTI endAttemptInteraction): its boolean response becomes true
 * and the item's answer is submitted as the mode does it (checked in Learn As You Go, handed in and
 * moved on from in a test). Unused, the response stays false.
 */
export function EndAttemptInteraction({ node }: { node: InteractionOf<'endAttempt'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const used = ctx.response[node.responseIdentifier] === 'true';
  return (
    <Button
      variant={used ? 'filled' : 'outline'}
      disabled={ctx.readOnly}
      aria-pressed={ctx.readOnly ? used : undefined}
      onClick={() => {
        ctx.onResponse(node.responseIdentifier, 'true');
        ctx.endAttempt?.();
      }}
    >
      {node.title.trim() || t('item.endAttempt')}
    </Button>
  );
}
