import fc from 'fast-check';
import { join, resolve } from 'node:path';
import { readContentPackage } from '../read-package';
import { testLength } from '../test-length';
import { tempDir } from '../testing/build-zip';
import { zipFolderTo } from '../testing/zip-folder';
import type { Expression, SectionModel, TestPartModel } from '../types';
import { walkRoute } from './index';
import { hash32 } from '../prng';
import type { ItemOutcomes, RouteResult, RoutedTest } from './route-types';
import { always, float, floatOutcome, gte, item, lt, part, scored, sectionModel, setOutcome, sum, testOf, variable } from './spec-fixtures';

// ---- random tests: nested sections with selection, shuffling, gated alternatives and branch rules ----

type RuleShape = {
  target: 'sibling' | 'EXIT_SECTION' | 'EXIT_TESTPART' | 'EXIT_TEST';
  offset: number;
  on: 'always' | 'self' | 'route';
  k: number;
};
type NodeShape =
  | { kind: 'item'; rule?: RuleShape }
  | {
      kind: 'section';
      children: NodeShape[];
      selection?: { select: number; withReplacement: boolean };
      shuffle: boolean;
      rule?: RuleShape;
      /** a run of adjacent children that are alternatives, chosen by ranges of the routing score */
      alternatives?: { start: number; cuts: number[] };
    };

const ruleArb: fc.Arbitrary<RuleShape | undefined> = fc.option(
  fc.record({
    target: fc.constantFrom('sibling' as const, 'EXIT_SECTION' as const, 'EXIT_TESTPART' as const, 'EXIT_TEST' as const),
    offset: fc.nat(2),
    on: fc.constantFrom('always' as const, 'self' as const, 'route' as const),
    k: fc.integer({ min: 0, max: 3 }),
  }),
  { nil: undefined, freq: 3 },
);

const alternativesArb = fc.option(fc.record({ start: fc.nat(3), cuts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }) }), {
  nil: undefined,
});

const { node: nodeArb } = fc.letrec<{ node: NodeShape; item: NodeShape; section: NodeShape }>((tie) => ({
  node: fc.oneof({ maxDepth: 3, depthIdentifier: 'tree' }, tie('item'), tie('item'), tie('section')),
  item: fc.record({ kind: fc.constant('item' as const), rule: ruleArb }),
  section: fc.record({
    kind: fc.constant('section' as const),
    children: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
    selection: fc.option(fc.record({ select: fc.nat(4), withReplacement: fc.boolean() }), { nil: undefined, freq: 3 }),
    shuffle: fc.boolean(),
    rule: ruleArb,
    alternatives: alternativesArb,
  }),
}));

const sectionArb = fc.record({
  kind: fc.constant('section' as const),
  children: fc.array(nodeArb, { minLength: 1, maxLength: 4 }),
  shuffle: fc.boolean(),
  rule: ruleArb,
  alternatives: alternativesArb,
});

const partArb = fc.record({
  linear: fc.boolean(),
  sections: fc.array(sectionArb, { minLength: 1, maxLength: 3 }),
  rule: ruleArb,
  alternatives: alternativesArb,
});

type SectionShape = Extract<NodeShape, { kind: 'section' }>;
interface TestShape {
  routingItems: number;
  parts: { linear: boolean; sections: SectionShape[]; rule?: RuleShape; alternatives?: { start: number; cuts: number[] } }[];
}

const testArb: fc.Arbitrary<TestShape> = fc.record({ routingItems: fc.integer({ min: 1, max: 3 }), parts: fc.array(partArb, { minLength: 1, maxLength: 3 }) });

type Conditions = { identifier: string; preConditions: Expression[]; branchRules: { target: string; expression: Expression }[] };

/** Builds the model: identifiers in document order, conditions over ROUTE, the sum of the routing items. */
function build(shape: TestShape): RoutedTest {
  let n = 0;
  const route = variable('ROUTE');
  const siblings = <T extends Conditions>(nodes: T[], shapes: { rule?: RuleShape }[], alternatives?: { start: number; cuts: number[] }): T[] => {
    shapes.forEach((s, i) => {
      const rule = s.rule;
      if (!rule) return;
      const target = rule.target === 'sibling' ? nodes[i + 1 + rule.offset]?.identifier : rule.target;
      if (!target) return;
      const expression =
        rule.on === 'always'
          ? always
          : rule.on === 'self' && nodes[i].identifier.startsWith('I')
            ? gte(variable(`${nodes[i].identifier}.SCORE`), float(1))
            : gte(route, float(rule.k));
      nodes[i].branchRules.push({ target, expression });
    });
    if (alternatives) {
      const cuts = [...new Set(alternatives.cuts)].sort((a, b) => a - b);
      const run = nodes.slice(alternatives.start, alternatives.start + cuts.length + 1);
      run.forEach((node, i) => {
        // ranges [cuts[i-1], cuts[i]) of ROUTE, which no item after the routing section changes
        if (i > 0) node.preConditions.push(gte(route, float(cuts[i - 1])));
        if (i < cuts.length) node.preConditions.push(lt(route, float(cuts[i])));
      });
    }
    return nodes;
  };
  const node = (s: NodeShape): SectionModel['children'][number] => {
    if (s.kind === 'item') {
      const child = item(`I${n++}`);
      return child;
    }
    return { kind: 'section', section: section(s) };
  };
  const section = (s: Extract<NodeShape, { kind: 'section' }>): SectionModel => {
    const identifier = `S${n++}`;
    const children = s.children.map(node);
    // the operational test length reads branching in document order, which a shuffle does not keep
    siblings(
      children.map((c) => (c.kind === 'item' ? c.ref : c.section)),
      s.shuffle ? [] : s.children,
      s.shuffle ? undefined : s.alternatives,
    );
    return sectionModel(identifier, children, {
      ...(s.selection ? { selection: s.selection } : {}),
      ...(s.shuffle ? { ordering: { shuffle: true } } : {}),
    });
  };
  const routing = Array.from({ length: shape.routingItems }, (_, i) => `R${i}`);
  const parts: TestPartModel[] = shape.parts.map((p, i) => {
    const sections = siblings(
      p.sections.map((s) => section(s)),
      p.sections,
      p.alternatives,
    );
    if (i === 0)
      sections.unshift(
        sectionModel(
          'ROUTING',
          routing.map((id) => item(id)),
        ),
      );
    return part(`P${i}`, sections, p.linear ? 'linear' : 'nonlinear');
  });
  siblings(parts, shape.parts, undefined);
  return testOf(parts, [floatOutcome('ROUTE')], [setOutcome('ROUTE', sum(...routing.map((id) => variable(`${id}.SCORE`))))]);
}

function withReplacement(test: RoutedTest): boolean {
  const visit = (s: SectionModel): boolean => !!s.selection?.withReplacement || s.children.some((c) => c.kind === 'section' && visit(c.section));
  return test.parts.some((p) => p.sections.some(visit));
}

// ---- a student taking the test ----

const bitsArb = fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 16, maxLength: 16 });

/**
 * Answers the listed items without outcomes (the current linear item, or a whole nonlinear part)
 * and walks again, checking every step; returns the finished route.
 */
function take(test: RoutedTest, seed: number, bits: number[]): RouteResult {
  const outcomes: ItemOutcomes = {};
  let previous: RouteResult | undefined;
  for (let step = 0; step < 1000; step++) {
    const route = walkRoute(test, seed, outcomes);
    // deterministic
    expect(walkRoute(test, seed, { ...outcomes })).toEqual(route);
    // every entry distinct; without replacement, every item too
    const refs = route.items.map((i) => i.refIdentifier);
    expect(new Set(refs).size).toBe(refs.length);
    if (!withReplacement(test)) expect(new Set(route.items.map((i) => i.uin)).size).toBe(refs.length);
    if (previous) {
      // the outcome of the current item never changes what was listed before (resume is safe)
      expect(route.items.slice(0, previous.items.length)).toEqual(previous.items);
      // complete meant it: answering the last items lists nothing more
      if (previous.complete) expect(route.items).toEqual(previous.items);
    }
    const pending = route.items.filter((i) => !outcomes[i.refIdentifier]);
    if (pending.length === 0) {
      expect(route.complete).toBe(true);
      return route;
    }
    for (const i of pending) outcomes[i.refIdentifier] = scored(bits[hash32(i.refIdentifier) % bits.length]);
    previous = route;
  }
  throw new Error('the walk did not finish');
}

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('route properties over random tests', () => {
  it('are deterministic, list nothing twice, keep their prefix and never exceed the operational test length', () => {
    fc.assert(
      fc.property(testArb, seedArb, bitsArb, (shape, seed, bits) => {
        const test = build(shape);
        const route = take(test, seed, bits);
        expect(route.items.length).toBeLessThanOrEqual(testLength(test.parts));
      }),
      { numRuns: 150 },
    );
  });
});

describe('route properties of the math practice sample', () => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);
  let test: RoutedTest & { operationalTestLength: number };

  beforeAll(async () => {
    const zipPath = join(dir, 'math-practice.zip');
    await zipFolderTo(resolve(__dirname, '../../../../content/samples/math-practice'), zipPath);
    const read = await readContentPackage(zipPath, { fileName: 'math-practice.zip' });
    if (!read.ok) throw new Error('the math sample does not read');
    test = read.pkg.test;
  });

  it('always delivers exactly the operational test length, one stage 2 only', () => {
    fc.assert(
      fc.property(seedArb, bitsArb, (seed, bits) => {
        const route = take(test, seed, bits);
        expect(route.items).toHaveLength(test.operationalTestLength);
        const stages = new Set(route.items.map((i) => i.sectionPath[0]));
        expect(stages.size).toBe(2);
      }),
      { numRuns: 40 },
    );
  });
});
