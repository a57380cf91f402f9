import type { ResponseValue } from './types';

type Scalar = string | number | boolean | (string | number)[];
/** A response in the PCI API's JSON form: `{ base: { integer: 3 } }`, `{ list: { pair: [["A", "B"]] } }`, `{ base: null }`. */
export type QtiJson = { base: Record<string, Scalar> | null } | { list: Record<string, Scalar[]> | null } | { record: unknown } | null;

const NUMERIC = new Set(['integer', 'float', 'duration']);

function scalarFromText(baseType: string, text: string): Scalar {
  if (NUMERIC.has(baseType)) return Number(text);
  if (baseType === 'boolean') return text === 'true' || text === '1';
  if (baseType === 'pair' || baseType === 'directedPair') return text.trim().split(/\s+/);
  if (baseType === 'point') return text.trim().split(/\s+/).map(Number);
  return text;
}

function textFromScalar(value: Scalar): string {
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** The saved response as the PCI API hands it to an interaction (boundTo). */
export function toQtiJson(value: ResponseValue | undefined, baseType: string, cardinality: string): QtiJson {
  if (value === null || value === undefined) return cardinality === 'single' ? { base: null } : { list: null };
  if (cardinality === 'single') return { base: { [baseType]: scalarFromText(baseType, Array.isArray(value) ? (value[0] ?? '') : value) } };
  const list = Array.isArray(value) ? value : [value];
  return { list: { [baseType]: list.map((v) => scalarFromText(baseType, v)) } };
}

/** What an interaction reported, as the portal saves it; records and anything malformed are no answer. */
export function fromQtiJson(json: unknown, cardinality: string): ResponseValue {
  if (!json || typeof json !== 'object') return null;
  if ('base' in json) {
    const base = (json as { base: unknown }).base;
    if (!base || typeof base !== 'object') return null;
    const value = Object.values(base)[0] as Scalar | undefined;
    if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))) return null;
    const text = textFromScalar(value);
    return cardinality === 'single' ? text : [text];
  }
  if ('list' in json) {
    const list = (json as { list: unknown }).list;
    if (!list || typeof list !== 'object') return null;
    const values = Object.values(list)[0];
    if (!Array.isArray(values) || values.length === 0) return null;
    const texts = values.filter((v) => v !== null && (typeof v !== 'object' || Array.isArray(v))).map((v) => textFromScalar(v as Scalar));
    return texts.length ? texts : null;
  }
  return null;
}
