import type { Expression, ItemRef, OutcomeDeclaration, ResponseRule, SectionModel, TestPartModel } from '../types';
import type { ItemOutcomes, RouteResult, RoutedTest } from './route-types';
import { walkRoute } from './walk';

/** Small builders for the route specs: tests are written as trees of parts, sections and items. */

type Conditions = {
  preConditions?: Expression[];
  branchRules?: { target: string; expression: Expression }[];
};
type Child = SectionModel['children'][number];

export function item(identifier: string, conditions: Conditions & { categories?: string[] } = {}): Child {
  const ref: ItemRef = {
    identifier,
    uin: `uin-${identifier}`,
    href: `items/${identifier}.xml`,
    categories: conditions.categories ?? [],
    preConditions: conditions.preConditions ?? [],
    branchRules: conditions.branchRules ?? [],
  };
  return { kind: 'item', ref };
}

export function items(...identifiers: string[]): Child[] {
  return identifiers.map((id) => item(id));
}

export function sectionModel(
  identifier: string,
  children: Child[],
  extra: Conditions & Pick<SectionModel, 'selection' | 'ordering'> & { visible?: boolean } = {},
): SectionModel {
  const model: SectionModel = {
    identifier,
    title: identifier,
    visible: extra.visible ?? true,
    preConditions: extra.preConditions ?? [],
    branchRules: extra.branchRules ?? [],
    children,
  };
  if (extra.selection) model.selection = extra.selection;
  if (extra.ordering) model.ordering = extra.ordering;
  return model;
}

export function section(...args: Parameters<typeof sectionModel>): Child {
  return { kind: 'section', section: sectionModel(...args) };
}

export function part(
  identifier: string,
  sections: SectionModel[],
  navigationMode: 'linear' | 'nonlinear' = 'linear',
  conditions: Conditions = {},
): TestPartModel {
  return {
    identifier,
    navigationMode,
    submissionMode: 'individual',
    preConditions: conditions.preConditions ?? [],
    branchRules: conditions.branchRules ?? [],
    sections,
  };
}

export function testOf(parts: TestPartModel[], outcomes: OutcomeDeclaration[] = [], outcomeProcessing: ResponseRule[] = []): RoutedTest {
  return { parts, outcomes, outcomeProcessing };
}

// ---- expressions ----

const expr = (name: string, children: Expression[] = [], attrs: Record<string, string> = {}, text?: string): Expression =>
  text === undefined ? { name, attrs, children } : { name, attrs, children, text };

export const variable = (identifier: string): Expression => expr('variable', [], { identifier });
export const float = (n: number): Expression => expr('baseValue', [], { baseType: 'float' }, String(n));
export const boolean = (b: boolean): Expression => expr('baseValue', [], { baseType: 'boolean' }, String(b));
export const gte = (a: Expression, b: Expression): Expression => expr('gte', [a, b]);
export const lt = (a: Expression, b: Expression): Expression => expr('lt', [a, b]);
export const sum = (...args: Expression[]): Expression => expr('sum', args);
export const always = boolean(true);

export const floatOutcome = (identifier: string, defaultValue?: number): OutcomeDeclaration => ({
  identifier,
  cardinality: 'single',
  baseType: 'float',
  ...(defaultValue === undefined ? {} : { defaultValue: [String(defaultValue)] }),
});

// ---- outcomes and routes ----

export const scored = (score: number) => ({
  SCORE: {
    cardinality: 'single' as const,
    baseType: 'float' as const,
    value: score,
  },
});

/** Outcomes giving every listed identifier the same score. */
export function scores(identifiers: string[], score = 1): ItemOutcomes {
  return Object.fromEntries(identifiers.map((id) => [id, scored(score)]));
}

export const refsOf = (route: RouteResult): string[] => route.items.map((i) => i.refIdentifier);

/**
 * Takes the test to its end as a student would: each listed item without outcomes gets the score
 * `scoreOf` gives it, then the walk runs again. Returns the finished route and the outcomes given.
 */
export function finishRoute(test: RoutedTest, seed: number, scoreOf: (ref: string) => number = () => 1): { route: RouteResult; outcomes: ItemOutcomes } {
  const outcomes: ItemOutcomes = {};
  for (;;) {
    const route = walkRoute(test, seed, outcomes);
    const pending = route.items.filter((i) => !outcomes[i.refIdentifier]);
    // with every listed item answered the walk has run to the end
    if (pending.length === 0) return { route, outcomes };
    for (const i of pending) outcomes[i.refIdentifier] = scored(scoreOf(i.refIdentifier));
  }
}

export const setOutcome = (identifier: string, expression: Expression): ResponseRule => ({
  kind: 'setOutcomeValue',
  identifier,
  expression,
});
export const isNull = (a: Expression): Expression => ({ name: 'isNull', attrs: {}, children: [a] });
