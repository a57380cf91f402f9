import type { QtiValue, ResponseDeclaration, ScoringModel } from '../types';
import { ScoringError } from './errors';
import { isNullValue, parseDeclared, valuesEqual } from './values';

/** Stored with the outcomes under a key no QTI identifier can take (no colons), so the facts travel with them. */
export const SESSION_FACTS = 'qti:session';

export interface SessionFacts {
  responded: boolean;
  /**
   * The candidate was shown the item (QTI: presented, its session left the initial state). Known
   * only to the delivery, which records it; scoring alone takes a responded item as presented.
   */
  presented: boolean;
  /** null when no response declares a correct response: such an item is neither correct nor incorrect */
  correct: boolean | null;
  normalMaximum: Record<string, number>;
  normalMinimum: Record<string, number>;
}

/**
 * Defaults are sent only once the candidate acts, so a stored response starts NULL and one equal to the default
 * is still an answer. Correct/incorrect only when every response declares a correct response.
 */
export function sessionFacts(model: ScoringModel, responses: Map<string, QtiValue>): SessionFacts {
  const responded = model.responses.some((d) => !isNullValue(responses.get(d.identifier) ?? null));
  const keyed = model.responses.filter((d) => d.correctResponse?.length && d.cardinality !== 'record');
  const allKeyed = keyed.length === model.responses.length;
  const matches = (d: ResponseDeclaration): boolean | null => {
    const given = responses.get(d.identifier) ?? null;
    let wanted: QtiValue;
    try {
      wanted = parseDeclared(d.baseType, d.cardinality, d.correctResponse!, d.identifier);
    } catch (err) {
      // a correct response that does not parse says nothing about correctness; the scorer reports it where it is used
      if (err instanceof ScoringError) return null;
      throw err;
    }
    return !isNullValue(given) && wanted !== null && given!.cardinality === wanted.cardinality && valuesEqual(given!, wanted);
  };
  const verdicts = keyed.map(matches);
  const correct = !allKeyed || verdicts.length === 0 || verdicts.includes(null) ? null : verdicts.every(Boolean);
  return { responded, presented: responded, correct, ...declaredBounds(model) };
}

export type DeclaredBounds = Pick<SessionFacts, 'normalMaximum' | 'normalMinimum'>;

/** The normalMaximum and normalMinimum an item's outcomes declare, by outcome identifier. */
export function declaredBounds(model: Pick<ScoringModel, 'outcomes'>): DeclaredBounds {
  const normalMaximum: Record<string, number> = {};
  const normalMinimum: Record<string, number> = {};
  for (const o of model.outcomes) {
    if (o.normalMaximum !== undefined && Number.isFinite(o.normalMaximum)) normalMaximum[o.identifier] = o.normalMaximum;
    if (o.normalMinimum !== undefined && Number.isFinite(o.normalMinimum)) normalMinimum[o.identifier] = o.normalMinimum;
  }
  return { normalMaximum, normalMinimum };
}

const floats = (values: Record<string, number>): QtiValue => ({
  cardinality: 'record',
  value: Object.fromEntries(Object.entries(values).map(([k, n]) => [k, { cardinality: 'single', baseType: 'float', value: n }])),
});

export function factsValue(facts: SessionFacts): QtiValue {
  return {
    cardinality: 'record',
    value: {
      responded: { cardinality: 'single', baseType: 'boolean', value: facts.responded },
      presented: { cardinality: 'single', baseType: 'boolean', value: facts.presented },
      correct: facts.correct === null ? null : { cardinality: 'single', baseType: 'boolean', value: facts.correct },
      normalMaximum: floats(facts.normalMaximum),
      normalMinimum: floats(facts.normalMinimum),
    },
  };
}

function field(value: QtiValue | undefined, name: string): QtiValue {
  return value && value.cardinality === 'record' ? (value.value[name] ?? null) : null;
}

/**
 * The facts stored with an item's outcomes; an answer scored before they existed reads as responded,
 * correctness unknown, and one scored before presentation was recorded as presented when responded.
 */
export function readFacts(outcomes: Record<string, QtiValue>): SessionFacts {
  const stored = outcomes[SESSION_FACTS];
  const flag = (name: string): boolean | null => {
    const v = field(stored, name);
    return v && v.cardinality === 'single' && typeof v.value === 'boolean' ? v.value : null;
  };
  const numbers = (name: string): Record<string, number> => {
    const v = field(stored, name);
    if (!v || v.cardinality !== 'record') return {};
    const out: Record<string, number> = {};
    for (const [k, x] of Object.entries(v.value)) if (x && x.cardinality === 'single' && typeof x.value === 'number') out[k] = x.value;
    return out;
  };
  const responded = flag('responded') ?? true;
  return {
    responded,
    presented: flag('presented') ?? responded,
    correct: flag('correct'),
    normalMaximum: numbers('normalMaximum'),
    normalMinimum: numbers('normalMinimum'),
  };
}

/** The outcomes with the delivery's record of whether the candidate was shown the item (any response means they were). */
export function withPresented(outcomes: Record<string, QtiValue>, shown: boolean): Record<string, QtiValue> {
  const stored = outcomes[SESSION_FACTS];
  if (!stored || stored.cardinality !== 'record') return outcomes;
  const facts = readFacts(outcomes);
  return { ...outcomes, [SESSION_FACTS]: factsValue({ ...facts, presented: shown || facts.responded }) };
}
