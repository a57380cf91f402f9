import type { ItemParameters } from '../../irt';
import { childElements, firstChild, textOf, type XmlElement } from '../xml/parse-xml';
import { normalizeQti3 } from '../xml/qti-names';

/** IRT parameters as a usage-data file gives them, by target object identifier; any may be missing. */
export type GivenParameters = Map<string, Partial<Record<keyof ItemParameters, number>>>;

const PARAMETER: Record<string, keyof ItemParameters> = { 'irt-a': 'a', 'irt-b': 'b', 'irt-c': 'c', a: 'a', b: 'b', c: 'c' };

/**
 * QTI usage data (`usageData`, 3.0 `qti-usage-data`): each `itemStatistic` names its items in
 * `targetObject`s and holds an `ordinaryStatistic` value (the statistic's name is `irt-a`, `irt-b`
 * or `irt-c`) or a `categorizedStatistic` mapping whose keys are those names (or `a`, `b`, `c`).
 * Other statistics (p-values, biserials) are not parameters and are passed over.
 */
export function usageParameters(raw: XmlElement): GivenParameters {
  const root = raw.name.startsWith('qti-') ? normalizeQti3(raw) : raw;
  const found: GivenParameters = new Map();
  for (const statistic of childElements(root, 'itemStatistic')) {
    const values: [keyof ItemParameters, number][] = [];
    const ordinary = firstChild(statistic, 'ordinaryStatistic');
    const name = (statistic.attrs.name ?? '').toLowerCase();
    const named = name.startsWith('irt-') ? PARAMETER[name] : undefined;
    if (ordinary && named) {
      const value = firstChild(ordinary, 'value');
      values.push([named, Number(textOf(value ?? ordinary).trim())]);
    }
    const categorized = firstChild(statistic, 'categorizedStatistic');
    const mapping = categorized && firstChild(categorized, 'mapping');
    for (const entry of mapping ? childElements(mapping, 'mapEntry') : []) {
      const key = PARAMETER[(entry.attrs.mapKey ?? '').toLowerCase()];
      if (key) values.push([key, Number(entry.attrs.mappedValue)]);
    }
    if (!values.length) continue;
    for (const target of childElements(statistic, 'targetObject')) {
      const id = target.attrs.identifier ?? '';
      const item = found.get(id) ?? {};
      for (const [key, value] of values) if (Number.isFinite(value)) item[key] = value;
      found.set(id, item);
    }
  }
  return found;
}

/** Parameters the engine can use: b given; a > 0 (default 1); 0 ≤ c < 1 (default 0). */
export function usableParameters(given: Partial<Record<keyof ItemParameters, number>> | undefined): ItemParameters | undefined {
  if (!given || given.b === undefined) return undefined;
  const a = given.a ?? 1;
  const c = given.c ?? 0;
  if (!(a > 0) || !(c >= 0 && c < 1)) return undefined;
  return { a, b: given.b, c };
}
