import type { BodyNode, DeliveryItem } from './types';

export interface BelowFeedback {
  title?: string;
  content: BodyNode[];
}

const same = (a: BodyNode[], b: BodyNode[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where each shown feedback goes. The server sends the content of the feedback the outcomes show;
 * when the item's feedback list is known (review), block and inline feedback are found there by
 * content and go where the body places them, modal feedback gets its title. Without it, all goes below.
 */
export function placeFeedback(
  shown: BodyNode[][] | undefined,
  known: DeliveryItem['feedback'] | undefined,
): { inPlace: Map<string, BodyNode[]>; below: BelowFeedback[] } {
  const inPlace = new Map<string, BodyNode[]>();
  const below: BelowFeedback[] = [];
  for (const content of shown ?? []) {
    const entry = known?.find((f) => same(f.content, content));
    if (entry && entry.kind !== 'modal') inPlace.set(entry.identifier, content);
    else below.push({ title: entry?.title, content });
  }
  return { inPlace, below };
}
