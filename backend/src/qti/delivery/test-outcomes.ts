import type { ScoringContext } from '../scoring/context';
import { evaluate } from '../scoring/expressions';
import { runRules } from '../scoring/rules';
import { initialValue } from '../scoring/score-item';
import type { DeclaredBounds } from '../scoring/session-facts';
import { TEST_ONLY_EXPRESSIONS } from '../scoring/test-operators';
import { arrange } from './arrange';
import { sectionRandom } from '../prng';
import type { Expression, ItemRef, QtiValue, ResponseRule, SectionModel } from '../types';
import type { RouteItem, RoutedTest } from './route-types';

type Outcomes = Record<string, QtiValue>;

const ZERO: QtiValue = { cardinality: 'single', baseType: 'float', value: 0 };

/** Read by expressions over the test's items as a whole (numberCorrect, testVariables...): any item may change them. */
const ALL_ITEMS = '*';

/** numberSelected reads only the selection, which the seed alone decides. */
const readsItems = (e: Expression): boolean => TEST_ONLY_EXPRESSIONS.has(e.name) && e.name !== 'numberSelected';

function variablesOf(e: Expression): string[] {
  const own = e.name === 'variable' && e.attrs.identifier ? [e.attrs.identifier] : readsItems(e) ? [ALL_ITEMS] : [];
  return [...own, ...e.children.flatMap(variablesOf)];
}

function readsOf(rule: ResponseRule): string[] {
  switch (rule.kind) {
    case 'setOutcomeValue':
    case 'lookupOutcomeValue':
      return variablesOf(rule.expression);
    case 'responseCondition':
      return rule.branches.flatMap((b) => [...(b.condition ? variablesOf(b.condition) : []), ...b.rules.flatMap(readsOf)]);
    case 'exitResponse':
      return [];
  }
}

function setsOf(rule: ResponseRule): string[] {
  if (rule.kind === 'setOutcomeValue' || rule.kind === 'lookupOutcomeValue') return [rule.identifier];
  return rule.kind === 'responseCondition' ? rule.branches.flatMap((b) => b.rules.flatMap(setsOf)) : [];
}

function exits(rule: ResponseRule): boolean {
  return rule.kind === 'exitResponse' || (rule.kind === 'responseCondition' && rule.branches.some((b) => b.rules.some(exits)));
}

function refsOf(test: RoutedTest): Map<string, ItemRef> {
  const refs = new Map<string, ItemRef>();
  const visit = (section: SectionModel) => {
    for (const child of section.children) {
      if (child.kind === 'item') refs.set(child.ref.identifier, child.ref);
      else visit(child.section);
    }
  };
  for (const part of test.parts) part.sections.forEach(visit);
  return refs;
}

/** The reference a route key names: `REF`, or `REF` of the instance `REF.n`. */
function refOfKey(refs: Map<string, ItemRef>, key: string): ItemRef | undefined {
  return refs.get(key) ?? refs.get(key.replace(/\.[1-9]\d*$/, ''));
}

/** Item variables read as QTI writes them: `REF.SCORE`, or `REF.n.SCORE` for the n-th instance of a reselected reference. */
export class TestOutcomes {
  private readonly refs: Map<string, ItemRef>;
  private readonly declared: Set<string>;
  private cached?: { count: number; listed: number; ctx: ScoringContext };
  private taint?: { unknown: ReadonlySet<string>; outcomes: Set<string> };

  private selected?: { sectionPath: string[]; categories: string[] }[];

  constructor(
    private readonly test: RoutedTest,
    private readonly seed?: number,
    /** the normal bounds an item (by uin) declares, for outcomeMaximum / outcomeMinimum before it is answered */
    private readonly declaredOf?: (uin: string) => DeclaredBounds | undefined,
  ) {
    this.refs = refsOf(test);
    this.declared = new Set(test.outcomes.map((o) => o.identifier));
  }

  /** `REF.VAR` or `REF.n.VAR` → the route key of the item (`REF`, `REF.n`; instance 1 is `REF`) and the variable. */
  itemVariable(identifier: string): { key: string; variable: string } | undefined {
    if (this.declared.has(identifier)) return undefined;
    const dot = identifier.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const key = identifier.slice(0, dot);
    const variable = identifier.slice(dot + 1);
    if (this.refs.has(key)) return { key, variable };
    const instance = /^(.*)\.([1-9]\d*)$/.exec(key);
    if (!instance || !this.refs.has(instance[1])) return undefined;
    return { key: instance[2] === '1' ? instance[1] : key, variable };
  }

  /**
   * `answered` only grows along a walk, so its length tells whether the last result still holds. An item not
   * answered or not on the route reads as not presented: SCORE 0, anything else NULL.
   */
  processed(answered: [string, Outcomes][], listed: readonly RouteItem[] = []): ScoringContext {
    if (this.cached?.count === answered.length && this.cached.listed === listed.length) return this.cached.ctx;
    const known = new Map(answered);
    const ctx: ScoringContext = {
      responseDecls: new Map(),
      outcomeDecls: new Map(this.test.outcomes.map((o) => [o.identifier, o])),
      responses: new Map(),
      outcomes: new Map(this.test.outcomes.map((o) => [o.identifier, initialValue(o)])),
      resolveVariable: (identifier) => {
        const found = this.itemVariable(identifier);
        if (!found) return undefined;
        const outcomes = known.get(found.key);
        if (outcomes && Object.prototype.hasOwnProperty.call(outcomes, found.variable)) return outcomes[found.variable];
        return found.variable === 'SCORE' ? ZERO : null;
      },
      weightOf: (identifier, weight) => {
        const found = this.itemVariable(identifier);
        const weights = found && refOfKey(this.refs, found.key)?.weights;
        return weights && Object.prototype.hasOwnProperty.call(weights, weight) ? weights[weight] : undefined;
      },
      selectedItems: this.selectedItems(),
      testItems: listed.map((item) => ({
        key: item.refIdentifier,
        sectionPath: item.sectionPath,
        categories: item.categories,
        weights: refOfKey(this.refs, item.refIdentifier)?.weights ?? {},
        outcomes: known.get(item.refIdentifier),
        linear: item.navigationMode === 'linear',
        declared: this.declaredOf?.(item.uin),
      })),
    };
    runRules(this.test.outcomeProcessing, ctx);
    this.cached = { count: answered.length, listed: listed.length, ctx };
    return ctx;
  }

  /** Makes the same draws the walk makes (streams keyed by section identifier), whatever the conditions deliver. */
  private selectedItems(): { sectionPath: string[]; categories: string[] }[] | undefined {
    if (this.seed === undefined) return undefined;
    if (this.selected) return this.selected;
    const out: { sectionPath: string[]; categories: string[] }[] = [];
    const visit = (section: SectionModel, path: string[]) => {
      const inner = [...path, section.identifier];
      for (const child of arrange(section.children, section, sectionRandom(this.seed!, section.identifier))) {
        if (child.kind === 'item') out.push({ sectionPath: inner, categories: child.ref.categories });
        else visit(child.section, inner);
      }
    };
    for (const part of this.test.parts) for (const section of part.sections) visit(section, []);
    this.selected = out;
    return out;
  }

  /** A condition holds when it is the boolean true; NULL, like false, does not hold (QTI). */
  holds(condition: Expression, answered: [string, Outcomes][], listed: readonly RouteItem[] = []): boolean {
    const value = evaluate(condition, this.processed(answered, listed));
    return value !== null && value.cardinality === 'single' && value.value === true;
  }

  /**
   * A rule reading an unknown outcome may change everything it sets, and once such a rule can exit, no later
   * rule is sure to run.
   */
  dependsOn(condition: Expression, unknown: ReadonlySet<string>): boolean {
    const tainted = this.taintedOutcomes(unknown);
    return variablesOf(condition).some((id) => {
      if (tainted.has(id)) return true;
      if (id === ALL_ITEMS) return unknown.size > 0;
      const found = this.itemVariable(id);
      return found !== undefined && unknown.has(found.key);
    });
  }

  private taintedOutcomes(unknown: ReadonlySet<string>): Set<string> {
    if (this.taint?.unknown === unknown) return this.taint.outcomes;
    const tainted = new Set<string>();
    const isUnknown = (id: string) => {
      if (tainted.has(id)) return true;
      if (id === ALL_ITEMS) return unknown.size > 0;
      const found = this.itemVariable(id);
      return found !== undefined && unknown.has(found.key);
    };
    let afterUncertainExit = false;
    for (const rule of this.test.outcomeProcessing) {
      const uncertain = afterUncertainExit || readsOf(rule).some(isUnknown);
      if (!uncertain) continue;
      for (const id of setsOf(rule)) tainted.add(id);
      if (exits(rule)) afterUncertainExit = true;
    }
    this.taint = { unknown, outcomes: tainted };
    return tainted;
  }
}
