import type { ResponseValue } from './types';

/** The identifiers of a response, whatever its cardinality. */
export function asList(value: ResponseValue | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** Empty answers are sent as null, so "answered" means the same thing everywhere. */
export function listResponse(list: string[]): ResponseValue {
  return list.length ? list : null;
}

export function textResponse(text: string): ResponseValue {
  return text === '' ? null : text;
}

/** Typed text as its response: a list of one for a multiple declaration, null when cleared. */
export function typedResponse(text: string, cardinality: string): ResponseValue {
  const value = textResponse(text);
  return cardinality === 'single' || value === null ? value : [value as string];
}

/** Toggles one identifier of a multiple response; refuses to go beyond `max` (0: no limit). */
export function toggleInList(current: string[], id: string, max: number): string[] {
  if (current.includes(id)) return current.filter((c) => c !== id);
  if (max > 0 && current.length >= max) return current;
  return [...current, id];
}

/** Moves the entry at `from` to `to`, keeping the others in order. */
export function moveTo<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The order an order interaction shows: the saved one (unknown ids dropped, missing appended) or the initial one. */
export function currentOrder(saved: string[], initial: string[]): string[] {
  const known = saved.filter((id) => initial.includes(id));
  return [...known, ...initial.filter((id) => !known.includes(id))];
}

// ---- pairs (QTI directedPair): 'sourceId targetId'; gap match: 'choiceId gapId' ----

export function pairKey(source: string, target: string): string {
  return `${source} ${target}`;
}

export function splitPair(pair: string): [string, string] {
  const [source = '', target = ''] = pair.trim().split(/\s+/);
  return [source, target];
}

export interface PairLimits {
  /** per source identifier, 0 or absent: no limit */
  sourceMax: Record<string, number | undefined>;
  targetMax: Record<string, number | undefined>;
  /** all pairs together, 0: no limit */
  total: number;
}

function under(limit: number | undefined, used: number): boolean {
  return !limit || used < limit;
}

/** Whether the pair could be added without passing a matchMax or maxChoices limit. */
export function canAddPair(pairs: string[], source: string, target: string, limits: PairLimits): boolean {
  if (pairs.includes(pairKey(source, target))) return false;
  const parsed = pairs.map(splitPair);
  return (
    under(limits.total, pairs.length) &&
    under(limits.sourceMax[source], parsed.filter(([s]) => s === source).length) &&
    under(limits.targetMax[target], parsed.filter(([, t]) => t === target).length)
  );
}

export function togglePair(pairs: string[], source: string, target: string, limits: PairLimits): string[] {
  const key = pairKey(source, target);
  if (pairs.includes(key)) return pairs.filter((p) => p !== key);
  return canAddPair(pairs, source, target, limits) ? [...pairs, key] : pairs;
}

/** Gap match: puts `choice` in `gap` (null empties it), replacing what the gap held. */
export function setGap(pairs: string[], gap: string, choice: string | null): string[] {
  const rest = pairs.filter((p) => splitPair(p)[1] !== gap);
  return choice ? [...rest, pairKey(choice, gap)] : rest;
}

export function choiceInGap(pairs: string[], gap: string): string | null {
  const found = pairs.map(splitPair).find(([, g]) => g === gap);
  return found ? found[0] : null;
}

export function wordCount(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}
