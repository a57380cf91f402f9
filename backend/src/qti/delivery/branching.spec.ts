import { walkRoute } from './index';
import {
  always,
  float,
  floatOutcome,
  gte,
  item,
  items,
  lt,
  part,
  refsOf,
  scored,
  scores,
  section,
  sectionModel,
  setOutcome,
  sum,
  testOf,
  variable,
} from './spec-fixtures';
import type { ItemOutcomes } from './route-types';

const passed = (ref: string) => gte(variable(`${ref}.SCORE`), float(1));
const rule = (target: string, expression = always) => ({ branchRules: [{ target, expression }] });

describe('preConditions', () => {
  it('skip an item or a section whose condition is false, and deliver it when true', () => {
    const test = testOf([
      part('P', [
        sectionModel('S', [
          item('A'),
          item('B', { preConditions: [passed('A')] }),
          section('T', items('C'), { preConditions: [lt(variable('A.SCORE'), float(1))] }),
          item('D'),
        ]),
      ]),
    ]);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 0)))).toEqual(['A', 'C']);
    expect(refsOf(walkRoute(test, 1, { ...scores(['A'], 0), C: scored(1) }))).toEqual(['A', 'C', 'D']);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 1)))).toEqual(['A', 'B']);
    expect(refsOf(walkRoute(test, 1, scores(['A', 'B'], 1)))).toEqual(['A', 'B', 'D']);
  });

  it('all of them must hold, and a NULL condition does not', () => {
    const test = testOf([
      part('P', [
        sectionModel('S', [
          item('A'),
          item('B', { preConditions: [passed('A'), lt(variable('A.SCORE'), float(2))] }),
          item('C', { preConditions: [gte(variable('A.OTHER'), float(0))] }),
          item('D'),
        ]),
      ]),
    ]);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 2)))).toEqual(['A', 'D']);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 1)))).toEqual(['A', 'B']);
  });

  it('apply to test parts', () => {
    const test = testOf([
      part('P1', [sectionModel('S1', items('A'))]),
      part('P2', [sectionModel('S2', items('B'))], 'linear', { preConditions: [passed('A')] }),
      part('P3', [sectionModel('S3', items('C'))]),
    ]);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 0)))).toEqual(['A', 'C']);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 1)))).toEqual(['A', 'B']);
  });

  it('read the test outcomes as outcome processing leaves them after the items answered before', () => {
    const test = testOf(
      [
        part('P', [
          sectionModel('S', [
            ...items('A', 'B'),
            section('LOW', items('L'), { preConditions: [lt(variable('TOTAL'), float(2))] }),
            section('HIGH', items('H'), { preConditions: [gte(variable('TOTAL'), float(2))] }),
          ]),
        ]),
      ],
      [floatOutcome('TOTAL')],
      [setOutcome('TOTAL', sum(variable('A.SCORE'), variable('B.SCORE'), variable('L.SCORE'), variable('H.SCORE')))],
    );
    expect(refsOf(walkRoute(test, 1, scores(['A', 'B'], 1)))).toEqual(['A', 'B', 'H']);
    // each preCondition is evaluated when the walk reaches it: L raised TOTAL, so HIGH opens too
    // (which is why a two-stage test routes on a score of its first stage only)
    const low = walkRoute(test, 1, { ...scores(['A'], 1), B: scored(0), L: scored(5) });
    expect(refsOf(low)).toEqual(['A', 'B', 'L', 'H']);
    expect(low.complete).toBe(true);
    expect(low.testOutcomes.TOTAL).toEqual({ cardinality: 'single', baseType: 'float', value: 6 });
  });

  it('do not apply in nonlinear parts, where every item is listed', () => {
    const test = testOf([
      part(
        'P',
        [
          sectionModel('S', [item('A'), item('B', { preConditions: [passed('A')], ...rule('EXIT_TEST') })], {
            preConditions: [lt(float(1), float(0))],
          }),
        ],
        'nonlinear',
      ),
    ]);
    expect(refsOf(walkRoute(test, 1, {}))).toEqual(['A', 'B']);
  });
});

describe('branch rules', () => {
  const chain = (first: Parameters<typeof item>[1]) => testOf([part('P', [sectionModel('S', [item('A', first), ...items('B', 'C')])])]);

  it('jump forward to a later sibling when the condition holds, else fall through', () => {
    const test = chain({ branchRules: [{ target: 'C', expression: passed('A') }] });
    expect(refsOf(walkRoute(test, 1, scores(['A'], 1)))).toEqual(['A', 'C']);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 0)))).toEqual(['A', 'B']);
  });

  it('take the first rule that holds', () => {
    const test = chain({
      branchRules: [
        { target: 'EXIT_TEST', expression: lt(float(1), float(0)) },
        { target: 'C', expression: always },
        { target: 'EXIT_TEST', expression: always },
      ],
    });
    expect(refsOf(walkRoute(test, 1, scores(['A'])))).toEqual(['A', 'C']);
  });

  it('jump to a later section from an item of an earlier one', () => {
    const test = testOf([part('P', [sectionModel('S1', [item('A', rule('S3')), item('B')]), sectionModel('S2', items('C')), sectionModel('S3', items('D'))])]);
    expect(refsOf(walkRoute(test, 1, scores(['A'])))).toEqual(['A', 'D']);
  });

  it('EXIT_SECTION leaves the section holding the item, and that section then branches itself', () => {
    const test = testOf([part('P', [sectionModel('S', [section('T', [item('A', rule('EXIT_SECTION')), item('B')], rule('D')), item('C'), item('D')])])]);
    expect(refsOf(walkRoute(test, 1, scores(['A'])))).toEqual(['A', 'D']);
  });

  it('EXIT_TESTPART leaves the part, and the next part follows', () => {
    const test = testOf([
      part('P1', [sectionModel('S1', [section('T', [item('A', rule('EXIT_TESTPART')), item('B')]), item('C')]), sectionModel('S2', items('D'))]),
      part('P2', [sectionModel('S3', items('E'))]),
    ]);
    expect(refsOf(walkRoute(test, 1, scores(['A'])))).toEqual(['A', 'E']);
  });

  it('EXIT_TEST ends the test, which is then complete', () => {
    const test = testOf([
      part('P1', [sectionModel('S1', [item('A', { branchRules: [{ target: 'EXIT_TEST', expression: passed('A') }] }), item('B')])]),
      part('P2', [sectionModel('S2', items('C'))]),
    ]);
    const ended = walkRoute(test, 1, scores(['A'], 1));
    expect(refsOf(ended)).toEqual(['A']);
    expect(ended.complete).toBe(true);
    expect(refsOf(walkRoute(test, 1, scores(['A'], 0)))).toEqual(['A', 'B']);
  });

  it('on a test part, jump to a later part or end the test', () => {
    const parts = (target: string) =>
      testOf([
        part('P1', [sectionModel('S1', items('A'))], 'linear', rule(target)),
        part('P2', [sectionModel('S2', items('B'))]),
        part('P3', [sectionModel('S3', items('C'))]),
      ]);
    expect(refsOf(walkRoute(parts('P3'), 1, scores(['A'])))).toEqual(['A', 'C']);
    expect(refsOf(walkRoute(parts('EXIT_TEST'), 1, scores(['A'])))).toEqual(['A']);
  });
});

describe('complete', () => {
  it('is false while the current item may still branch or route, true once nothing can follow', () => {
    const test = testOf([part('P', [sectionModel('S', [item('A', { branchRules: [{ target: 'EXIT_TEST', expression: passed('A') }] }), item('B')])])]);
    expect(walkRoute(test, 1, {}).complete).toBe(false);
    expect(walkRoute(test, 1, scores(['A'], 1)).complete).toBe(true);
    const atB = walkRoute(test, 1, scores(['A'], 0));
    expect(refsOf(atB)).toEqual(['A', 'B']);
    expect(atB.complete).toBe(true);
  });

  it('is true at the last item when what follows is ruled out by earlier answers', () => {
    const test = testOf([part('P', [sectionModel('S', [item('A'), item('B'), item('C', { preConditions: [lt(variable('A.SCORE'), float(1))] })])])]);
    const outcomes: ItemOutcomes = scores(['A'], 1);
    const atB = walkRoute(test, 1, outcomes);
    expect(refsOf(atB)).toEqual(['A', 'B']);
    expect(atB.complete).toBe(true);
    expect(walkRoute(test, 1, scores(['A'], 0)).complete).toBe(false);
  });

  it('is false after an unfinished nonlinear part when a later part might follow', () => {
    const test = testOf([
      part('P1', [sectionModel('S1', items('A', 'B'))], 'nonlinear'),
      part('P2', [sectionModel('S2', items('C'))], 'linear', { preConditions: [passed('A')] }),
    ]);
    expect(walkRoute(test, 1, scores(['A'], 1)).complete).toBe(false);
    expect(walkRoute(test, 1, scores(['A'], 0)).complete).toBe(true);
  });
});

describe('item variables', () => {
  it('read a reference selected again as its instance REF.n', () => {
    const test = testOf(
      [
        part('P', [
          sectionModel('S', [section('R', items('A'), { selection: { select: 2, withReplacement: true } }), item('B', { preConditions: [passed('A.2')] })]),
        ]),
      ],
      [],
      [],
    );
    expect(refsOf(walkRoute(test, 1, { A: scored(0), 'A.2': scored(1) }))).toEqual(['A', 'A.2', 'B']);
    expect(refsOf(walkRoute(test, 1, { A: scored(1), 'A.2': scored(0) }))).toEqual(['A', 'A.2']);
  });

  it('read SCORE 0 and other variables NULL for an item never delivered', () => {
    const test = testOf(
      [part('P', [sectionModel('S', [item('A', rule('C')), item('B'), item('C')])])],
      [floatOutcome('TOTAL'), floatOutcome('MISSING', 7)],
      [setOutcome('TOTAL', sum(variable('A.SCORE'), variable('B.SCORE'))), setOutcome('MISSING', variable('B.OTHER'))],
    );
    const route = walkRoute(test, 1, scores(['A', 'C'], 2));
    expect(route.testOutcomes).toEqual({ TOTAL: { cardinality: 'single', baseType: 'float', value: 2 }, MISSING: null });
  });
});
