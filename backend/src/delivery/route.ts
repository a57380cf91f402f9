import { type ItemOutcomes, type RouteResult, walkRoute } from '../qti/delivery';
import type { SectionModel } from '../qti/types';
import { declaredBounds, type DeclaredBounds } from '../qti/scoring/session-facts';
import type { ResponseRow } from './session-rows';
import type { TestContent } from '../practice-tests/test-content.service';

/** Item reference identifiers by item uin, over the whole test. */
const refsCache = new WeakMap<TestContent['structure'], Map<string, string[]>>();

function refsByUin(structure: TestContent['structure']): Map<string, string[]> {
  let refs = refsCache.get(structure);
  if (refs) return refs;
  refs = new Map();
  const visit = (section: SectionModel) => {
    for (const child of section.children) {
      if (child.kind === 'section') visit(child.section);
      else refs!.set(child.ref.uin, [...(refs!.get(child.ref.uin) ?? []), child.ref.identifier]);
    }
  };
  for (const part of structure.parts) part.sections.forEach(visit);
  refsCache.set(structure, refs);
  return refs;
}

/**
 * The session's route as it stands: the same seed and the outcomes of the final items give the same
 * items in the same order on every call, in every process.
 */
export function sessionRoute(content: TestContent, seed: number, responses: Iterable<Pick<ResponseRow, 'uin' | 'final' | 'outcomes'>>): RouteResult {
  const refs = refsByUin(content.structure);
  const outcomes: ItemOutcomes = {};
  for (const row of responses) {
    if (!row.final || !row.outcomes) continue;
    for (const ref of refs.get(row.uin) ?? []) outcomes[ref] = row.outcomes;
  }
  return walkRoute(content.structure, seed, outcomes, (uin) => boundsOf(content, uin));
}

const boundsCache = new WeakMap<TestContent['items'], Map<string, DeclaredBounds>>();

/** The normal bounds an item declares (outcomeMaximum reads them before the item is answered). */
function boundsOf(content: TestContent, uin: string): DeclaredBounds | undefined {
  let cache = boundsCache.get(content.items);
  if (!cache) boundsCache.set(content.items, (cache = new Map()));
  let bounds = cache.get(uin);
  if (!bounds) {
    const item = content.items.get(uin);
    if (!item) return undefined;
    cache.set(uin, (bounds = declaredBounds(item.scoring)));
  }
  return bounds;
}

const ROUTES_KEPT = 2_000;
const routes = new Map<string, RouteResult>();
/** A number per loaded test version: two apps in one process may hold different tests under one id. */
const contentKeys = new WeakMap<TestContent, number>();
let lastContentKey = 0;

/**
 * A route changes only when an item becomes final, so test version, seed and final outcomes key the cache
 * (least recently used out). Callers must not change what they get.
 */
export function cachedSessionRoute(content: TestContent, seed: number, finals: [uin: string, outcomes: ResponseRow['outcomes']][]): RouteResult {
  let contentKey = contentKeys.get(content);
  if (contentKey === undefined) contentKeys.set(content, (contentKey = ++lastContentKey));
  const key = `${contentKey}|${seed}|${finals.length ? JSON.stringify(finals) : ''}`;
  let route = routes.get(key);
  if (route) routes.delete(key);
  else
    route = sessionRoute(
      content,
      seed,
      finals.map(([uin, outcomes]) => ({ uin, final: true, outcomes })),
    );
  routes.set(key, route);
  if (routes.size > ROUTES_KEPT) routes.delete(routes.keys().next().value as string);
  return route;
}
