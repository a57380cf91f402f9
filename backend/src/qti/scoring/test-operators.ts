import type { BaseType, Expression, QtiScalar, QtiValue } from '../types';
import type { ScoringContext, TestItemSession } from './context';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity } from './operands';
import { readFacts } from './session-facts';
import { isNumericType } from './values';

const list = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter(Boolean);

/** The sub-set of items an expression names: sectionIdentifier (at any depth), includeCategory, excludeCategory. */
function subset(e: Expression, ctx: ScoringContext): TestItemSession[] {
  if (!ctx.testItems) throw new ScoringError(`${e.name} can only be used in a test's outcome processing`);
  return filtered(e, ctx.testItems);
}

function filtered<T extends Pick<TestItemSession, 'sectionPath' | 'categories'>>(e: Expression, items: T[]): T[] {
  const section = e.attrs.sectionIdentifier;
  const include = list(e.attrs.includeCategory);
  const exclude = list(e.attrs.excludeCategory);
  return items.filter(
    (item) =>
      (!section || item.sectionPath.includes(section)) &&
      (include.length === 0 || include.some((c) => item.categories.includes(c))) &&
      !exclude.some((c) => item.categories.includes(c)),
  );
}

const integer = (value: number): QtiValue => ({ cardinality: 'single', baseType: 'integer', value });

function counter(name: string, counts: (item: TestItemSession) => boolean): Operator {
  return (args, e, ctx) => {
    arity(name, args, 0);
    return integer(subset(e, ctx).filter(counts).length);
  };
}

const final = (item: TestItemSession) => item.outcomes !== undefined;

/** Presented and responded as delivery recorded them: see "Test rules" in qti/README.md. */
const numberSelected: Operator = (args, e, ctx) => {
  arity('numberSelected', args, 0);
  return integer(filtered(e, ctx.selectedItems ?? subset(e, ctx)).length);
};

const COUNTERS: Record<string, Operator> = {
  numberSelected,
  numberPresented: counter('numberPresented', (item) => (final(item) ? readFacts(item.outcomes!).presented : item.linear === true)),
  numberResponded: counter('numberResponded', (item) => final(item) && readFacts(item.outcomes!).responded),
  numberCorrect: counter('numberCorrect', (item) => final(item) && readFacts(item.outcomes!).correct === true),
  numberIncorrect: counter('numberIncorrect', (item) => final(item) && readFacts(item.outcomes!).correct === false),
};

const weightOf = (item: TestItemSession, e: Expression): number => {
  const id = e.attrs.weightIdentifier;
  return id && Object.prototype.hasOwnProperty.call(item.weights, id) ? item.weights[id] : 1;
};

/** Without a baseType only numbers count; the result is float when weighted or when any value is, else integer. */
const testVariables: Operator = (args, e, ctx) => {
  arity('testVariables', args, 0);
  const variable = e.attrs.variableIdentifier ?? '';
  const wanted = e.attrs.baseType as BaseType | undefined;
  const values: QtiScalar[] = [];
  let float = wanted === 'float' || e.attrs.weightIdentifier !== undefined;
  for (const item of subset(e, ctx)) {
    const value = item.outcomes?.[variable];
    if (!value || value.cardinality !== 'single' || value.value === '') continue;
    const numeric = isNumericType(value.baseType);
    if (wanted ? value.baseType !== wanted : !numeric) continue;
    if (!numeric) {
      values.push(value.value);
      continue;
    }
    if (value.baseType === 'float') float = true;
    values.push((value.value as number) * weightOf(item, e));
  }
  if (values.length === 0) return null;
  const baseType: BaseType = wanted && !isNumericType(wanted) ? wanted : float ? 'float' : 'integer';
  return { cardinality: 'multiple', baseType, value: values };
};

/**
 * outcomeMaximum / outcomeMinimum: the declared normal bound of an outcome over the sub-set, answered
 * or not (a declaration does not wait for an answer); NULL if any item in it declares none.
 */
function bound(kind: 'normalMaximum' | 'normalMinimum'): Operator {
  return (args, e, ctx) => {
    arity(e.name, args, 0);
    const outcome = e.attrs.outcomeIdentifier ?? '';
    const values: number[] = [];
    for (const item of subset(e, ctx)) {
      const declared = item.declared ?? (item.outcomes ? readFacts(item.outcomes) : undefined);
      const n = declared?.[kind][outcome];
      if (n === undefined) return null;
      values.push(n * weightOf(item, e));
    }
    return values.length ? { cardinality: 'multiple', baseType: 'float', value: values } : null;
  };
}

export const TEST_OPERATORS: Record<string, Operator> = {
  ...COUNTERS,
  testVariables,
  outcomeMaximum: bound('normalMaximum'),
  outcomeMinimum: bound('normalMinimum'),
};

/** Expressions that read the test's items as a whole, not one variable: only a test's outcome processing may use them. */
export const TEST_ONLY_EXPRESSIONS: ReadonlySet<string> = new Set(Object.keys(TEST_OPERATORS));
