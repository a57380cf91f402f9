import { childElements, textOf, type XmlElement } from '../xml/parse-xml';
import { areaOf, pointInside } from './areas';
import type { OutcomeInfo, ResponseInfo } from './conditions';

/** A test a condition needs to hold: an equality, a bound of a number, or a point inside an area. */
type Need =
  | { respident?: string; kind: 'equal'; value: string; weight: number }
  | { respident?: string; kind: 'bound'; op: string; value: number; weight: number }
  | { respident?: string; kind: 'inside'; areatype?: string; coords: string; weight: number };

const BOUNDS = new Set(['vargt', 'vargte', 'varlt', 'varlte']);

/** What a condition's tests ask for, leaving out what they forbid (`not`); of an `or`, its first way. */
function needs(tests: XmlElement[], weight: number): Need[] {
  return tests.flatMap((t): Need[] => {
    const respident = t.attrs.respident;
    if (t.name === 'varequal') return [{ respident, kind: 'equal', value: textOf(t).trim(), weight }];
    if (BOUNDS.has(t.name)) return [{ respident, kind: 'bound', op: t.name, value: Number(textOf(t).trim()), weight }];
    if (t.name === 'varinside') return [{ respident, kind: 'inside', areatype: t.attrs.areatype, coords: textOf(t), weight }];
    if (t.name === 'and') return needs(childElements(t), weight);
    if (t.name === 'or') return needs(childElements(t).slice(0, 1), weight);
    return [];
  });
}

/** The condition's effect on SCORE: Set or Add of a number, as its setvar writes it (Blackboard's SCORE.max read). */
function effect(condition: XmlElement, score: OutcomeInfo | undefined): { action: string; value: number } | undefined {
  const setvar = childElements(condition, 'setvar').find((s) => (s.attrs.varname ?? s.attrs.variablename ?? 'SCORE') === 'SCORE');
  if (!setvar) return undefined;
  const raw = textOf(setvar).trim();
  const value = Number(raw === 'SCORE.max' ? score?.max : raw === 'SCORE.min' ? score?.min : raw);
  return Number.isFinite(value) ? { action: setvar.attrs.action ?? 'Set', value } : undefined;
}

/**
 * The answers that earn the item's full score, read from its conditions where they say so
 * unambiguously: the condition that sets SCORE to its highest value, or, where the score is added
 * up, each condition that adds to it (for a one-value response, the one adding most). None for a
 * response whose right answer the conditions do not name.
 */
export function correctResponses(conditions: XmlElement[], responses: Map<string, ResponseInfo>, score: OutcomeInfo | undefined): Map<string, string[]> {
  const read = conditions.map((c) => ({ c, e: effect(c, score) }));
  const sets = read.filter((r) => r.e?.action === 'Set');
  const best = Math.max(0, ...sets.map((r) => r.e!.value));
  const adds = read.filter((r) => r.e?.action === 'Add' && r.e.value > 0);
  const chosen = best > 0 ? sets.filter((r) => r.e!.value === best).slice(0, 1) : adds;
  const wanted = chosen.flatMap((r) => needs(childElements(childElements(r.c, 'conditionvar')[0] ?? r.c), r.e!.value));
  // a one-value response takes the need of the condition worth most
  wanted.sort((a, b) => b.weight - a.weight);
  const only = responses.size === 1 ? [...responses.keys()][0] : undefined;
  const out = new Map<string, string[]>();
  for (const [ident, info] of responses) {
    const mine = wanted.filter((n) => (n.respident ?? only) === ident);
    const values = valuesOf(mine, info);
    if (values.length) out.set(info.id, values);
  }
  return out;
}

function valuesOf(mine: Need[], info: ResponseInfo): string[] {
  const equal = [...new Set(mine.filter((n) => n.kind === 'equal').map((n) => n.value))];
  switch (info.baseType) {
    case 'identifier': {
      const ids = equal.map((v) => info.choices.get(v)).filter((id): id is string => !!id);
      return info.cardinality === 'single' ? ids.slice(0, 1) : ids;
    }
    case 'string':
      return equal.slice(0, 1).map((v) => info.texts?.get(v) ?? v);
    case 'integer':
    case 'float':
      return numberOf(mine, info.baseType);
    case 'point': {
      const areas = mine.flatMap((n) => {
        if (n.kind === 'inside') return [areaOf(n.areatype, n.coords)];
        if (n.kind === 'equal') return [info.areas?.get(n.value)];
        return [];
      });
      const points = areas.map((a) => (a ? pointInside(a) : undefined)).filter((p): p is [number, number] => !!p);
      return (info.cardinality === 'single' ? points.slice(0, 1) : points).map((p) => p.join(' '));
    }
    default:
      return [];
  }
}

/** A number the conditions accept: the one they equal, else the middle of the range they bound. */
function numberOf(mine: Need[], baseType: 'integer' | 'float'): string[] {
  const equal = mine.find((n) => n.kind === 'equal' && n.value !== '' && Number.isFinite(Number(n.value)));
  if (equal?.kind === 'equal') return [String(Number(equal.value))];
  const bounds = mine.filter((n): n is Extract<Need, { kind: 'bound' }> => n.kind === 'bound' && Number.isFinite(n.value));
  const lower = bounds.filter((b) => b.op === 'vargt' || b.op === 'vargte').map((b) => b.value);
  const upper = bounds.filter((b) => b.op === 'varlt' || b.op === 'varlte').map((b) => b.value);
  if (!lower.length || !upper.length) return [];
  const middle = (Math.max(...lower) + Math.min(...upper)) / 2;
  const value = baseType === 'integer' ? Math.round(middle) : middle;
  const holds = bounds.every((b) => ({ vargt: value > b.value, vargte: value >= b.value, varlt: value < b.value, varlte: value <= b.value })[b.op]);
  return holds ? [String(value)] : [];
}
