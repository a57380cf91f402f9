import { instantiateItem } from '../qti/templating';
import type { ContentItem, TestContent } from '../practice-tests/test-content.service';

/**
 * Instances of cloned items kept over all tests, by item and session seed; the least recently used
 * goes first. An instance costs about its item's body, so the bound is what caps the memory.
 */
const INSTANCES_KEPT = 5_000;
const instances = new Map<string, ContentItem>();
/** A number per loaded item: two loaded test versions may hold different items under one uin. */
const itemKeys = new WeakMap<ContentItem, number>();
let lastItemKey = 0;

/**
 * Templated items are instantiated from the session's seed, so every call and process sees the same values;
 * others are the shared cached ones. Callers must not change what they get.
 */
export function sessionItem(content: Pick<TestContent, 'items'>, seed: number | string, uin: string): ContentItem | undefined {
  const item = content.items.get(uin);
  if (!item?.scoring.templates) return item;
  let itemKey = itemKeys.get(item);
  if (itemKey === undefined) itemKeys.set(item, (itemKey = ++lastItemKey));
  const sessionSeed = Number(seed) >>> 0;
  const key = `${itemKey}|${sessionSeed}`;
  let instance = instances.get(key);
  if (instance) instances.delete(key);
  else {
    const { delivery, scoring } = instantiateItem(item, sessionSeed, uin);
    instance = { ...item, delivery, scoring };
  }
  instances.set(key, instance);
  if (instances.size > INSTANCES_KEPT) instances.delete(instances.keys().next().value as string);
  return instance;
}
