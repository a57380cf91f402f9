import { instantiateItem } from '../qti/templating';
import type { ContentItem, TestContent } from './test-content.service';

/** Instances kept per item of a loaded test version, by session seed; the oldest goes first. */
const INSTANCES_KEPT = 512;
const instances = new WeakMap<ContentItem, Map<number, ContentItem>>();

/**
 * An item as one session sees it. Items without templates are the shared, cached ones; an item with
 * templates is instantiated from the session's seed and the item's identifier, so every call of the
 * session (showing, saving, checking, scoring, the report) and every process sees the same values.
 */
export function sessionItem(content: Pick<TestContent, 'items'>, seed: number | string, uin: string): ContentItem | undefined {
  const item = content.items.get(uin);
  if (!item?.scoring.templates) return item;
  const key = Number(seed) >>> 0;
  let bySeed = instances.get(item);
  if (!bySeed) instances.set(item, (bySeed = new Map()));
  let instance = bySeed.get(key);
  if (instance) bySeed.delete(key);
  else {
    const { delivery, scoring } = instantiateItem(item, key, uin);
    instance = { ...item, delivery, scoring };
  }
  bySeed.set(key, instance);
  if (bySeed.size > INSTANCES_KEPT) bySeed.delete(bySeed.keys().next().value as number);
  return instance;
}
