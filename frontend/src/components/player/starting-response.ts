import type { PlayerContextValue } from './player-context';
import type { InteractionNode, ResponseValue } from './types';

/**
 * What an interaction shows: the candidate's own response once they have given one (even one they
 * cleared), else the declared default, which QTI makes their starting answer. The default is only
 * shown here; it is sent when the candidate acts, so an untouched item stays unanswered.
 */
export function shownResponse(
  ctx: Pick<PlayerContextValue, 'response' | 'defaults'>,
  node: Pick<InteractionNode, 'responseIdentifier' | 'cardinality'>,
): ResponseValue {
  const id = node.responseIdentifier;
  if (id in ctx.response) return ctx.response[id];
  const declared = ctx.defaults?.[id];
  if (!declared?.length) return null;
  return node.cardinality === 'single' ? declared[0] : declared;
}
