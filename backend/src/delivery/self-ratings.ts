import type { BodyNode, CandidateResponse, InteractionNode } from '../qti/types';
import type { SelfRatingDto } from './dto/delivery-views.dto';
import type { ContentItem } from '../practice-tests/test-content.service';

/** The words of a body fragment, as a reader sees them in one line. */
function plainText(nodes: BodyNode[] | undefined): string {
  const parts: string[] = [];
  const visit = (list: BodyNode[] | undefined) => {
    for (const n of list ?? []) {
      if (typeof n === 'string') parts.push(n);
      else if (!('interaction' in n)) visit(n.children);
    }
  };
  visit(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function interactionsById(nodes: BodyNode[], into = new Map<string, InteractionNode>()): Map<string, InteractionNode> {
  for (const n of nodes) {
    if (typeof n !== 'object') continue;
    if ('interaction' in n) into.set(n.responseIdentifier, n);
    else interactionsById(n.children, into);
  }
  return into;
}

/** Per rating: the criterion, the chosen level in its own words, and the points the item's mapping gives it. */
export function selfRatingsOf(item: ContentItem, response: Record<string, CandidateResponse> | null): SelfRatingDto[] {
  if (!item.scoring.selfRated) return [];
  const interactions = interactionsById(item.delivery.body);
  return item.scoring.responses.flatMap((declaration): SelfRatingDto[] => {
    const { mapping } = declaration;
    if (!mapping) return [];
    const node = interactions.get(declaration.identifier);
    const given = response?.[declaration.identifier];
    const chosen = typeof given === 'string' && given !== '' ? given : Array.isArray(given) ? given[0] : undefined;
    const entry = chosen === undefined ? undefined : mapping.entries.find((e) => e.mapKey === chosen);
    const best = Math.max(0, ...mapping.entries.map((e) => e.mappedValue));
    const maxPoints = mapping.upperBound === undefined ? best : Math.min(best, mapping.upperBound);
    return [
      {
        responseIdentifier: declaration.identifier,
        criterion: plainText(node?.prompt) || declaration.identifier,
        level: chosen === undefined ? null : plainText(node?.choices?.find((c) => c.identifier === chosen)?.content) || chosen,
        points: entry ? entry.mappedValue : chosen === undefined ? null : mapping.defaultValue,
        maxPoints,
      },
    ];
  });
}
