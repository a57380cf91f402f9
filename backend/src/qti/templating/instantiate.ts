import type { BodyNode, DeliveryItem, QtiValue, ScoringModel } from '../types';
import { ScoringError } from '../scoring/errors';
import { initialValue } from '../scoring/score-item';
import { parseDeclared } from '../scoring/values';
import { itemSeed, runTemplateProcessing, type TemplateInstance } from './process';
import { renderNodes, type RenderValues } from './render';

/** An item as one session sees it. */
export interface ItemInstance {
  delivery: DeliveryItem;
  scoring: ScoringModel;
}

/** Values as the model writes them (a correct response, a default): one string per value. */
export function valueStrings(value: QtiValue): string[] {
  if (value === null || value.cardinality === 'record') return [];
  return (value.cardinality === 'single' ? [value.value] : value.value).map(String);
}

function fallback(scoring: ScoringModel): TemplateInstance {
  const values: Record<string, QtiValue> = {};
  for (const d of scoring.templates?.declarations ?? []) {
    try {
      values[d.identifier] = d.defaultValue?.length ? parseDeclared(d.baseType, d.cardinality, d.defaultValue, d.identifier) : null;
    } catch {
      values[d.identifier] = null;
    }
  }
  return { values, correct: {}, defaults: {}, attempts: 0 };
}

/**
 * An item without templates is returned shared, not copied. Rules failing at run time leave the declared
 * defaults, so a flawed item still shows.
 */
export function instantiateItem(item: ItemInstance, sessionSeed: number, key: string): ItemInstance {
  const { scoring } = item;
  if (!scoring.templates) return item;
  let instance: TemplateInstance;
  try {
    instance = runTemplateProcessing(scoring.templates, scoring, itemSeed(sessionSeed, key));
  } catch (err) {
    if (!(err instanceof ScoringError)) throw err;
    instance = fallback(scoring);
  }
  return applyInstance(item, instance);
}

export function applyInstance(item: ItemInstance, instance: TemplateInstance): ItemInstance {
  const { scoring, delivery } = item;
  const declarations = scoring.templates?.declarations ?? [];
  const outcomes = scoring.outcomes.map((o) => (o.identifier in instance.defaults ? { ...o, defaultValue: valueStrings(instance.defaults[o.identifier]) } : o));
  const responses = scoring.responses.map((r) => {
    const correct = r.identifier in instance.correct ? { correctResponse: valueStrings(instance.correct[r.identifier]) } : {};
    // setDefaultValue on a response replaces its declared default, as on an outcome
    const defaults = r.identifier in instance.defaults ? { defaultValue: valueStrings(instance.defaults[r.identifier]) } : {};
    return { ...r, ...correct, ...defaults };
  });
  const outcomeValues = new Map<string, QtiValue>();
  for (const o of outcomes) {
    try {
      outcomeValues.set(o.identifier, initialValue(o));
    } catch {
      outcomeValues.set(o.identifier, null);
    }
  }
  const values: RenderValues = {
    lookup: (id) => (id in instance.values ? instance.values[id] : outcomeValues.get(id)),
    mathVariables: new Set(declarations.filter((d) => d.mathVariable).map((d) => d.identifier)),
    paramVariables: new Set(declarations.filter((d) => d.paramVariable).map((d) => d.identifier)),
  };
  const { templates: _done, ...rest } = scoring;
  return {
    scoring: { ...rest, responses, outcomes, templateValues: instance.values },
    delivery: {
      ...delivery,
      body: renderNodes(delivery.body, values),
      // outcomes printed in feedback show their values after scoring (printOutcomes), not their defaults
      feedback: delivery.feedback.map((f) => ({
        ...f,
        content: renderNodes(f.content, { ...values, lookup: (id) => instance.values[id], keepUnknown: true }),
      })),
      ...(delivery.rubric ? { rubric: renderNodes(delivery.rubric, values) } : {}),
    },
  };
}

/** Feedback of a scored instance: the outcomes it prints take the values response processing gave them. */
export function printOutcomes(nodes: BodyNode[], outcomes: Record<string, QtiValue>): BodyNode[] {
  return renderNodes(nodes, { lookup: (id) => outcomes[id] ?? null, mathVariables: new Set(), paramVariables: new Set() });
}
