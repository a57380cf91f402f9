import { parseScalar } from '../qti/scoring/values';
import type { BodyNode, InteractionNode } from '../qti/types';

/** The interactions of a body whose values need more than their base type checked (or that keep a state), by response identifier. */
export function boundedInteractions(body: BodyNode[]): Map<string, InteractionNode> {
  const found = new Map<string, InteractionNode>();
  const visit = (nodes: BodyNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (typeof n !== 'object') continue;
      if ('interaction' in n) {
        if (['slider', 'media', 'endAttempt', 'portableCustom'].includes(n.interaction)) found.set(n.responseIdentifier, n);
        visit(n.prompt);
      } else visit(n.children);
    }
  };
  visit(body);
  return found;
}

/**
 * Whether a saved value is one the interaction could not have produced: a slider value off its
 * bounds, a play count beyond maxPlays, an end attempt other than true or false.
 */
export function interactionValueProblem(node: InteractionNode | undefined, raw: string): boolean {
  if (!node || raw.trim() === '') return false;
  const value = parseScalar(node.baseType ?? 'string', raw);
  if (value === undefined) return true;
  switch (node.interaction) {
    case 'slider': {
      const n = Number(value);
      return !node.slider || n < node.slider.lowerBound || n > node.slider.upperBound;
    }
    case 'media':
      return Number(value) < 0 || (node.media?.maxPlays ? Number(value) > node.media.maxPlays : false);
    default:
      return false;
  }
}
