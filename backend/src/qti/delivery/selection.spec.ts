import fc from 'fast-check';
import { arrange } from './arrange';
import { walkRoute } from './index';
import { sectionRandom } from '../prng';
import { finishRoute, items, part, refsOf, scores, sectionModel, testOf } from './spec-fixtures';
import type { RoutedTest } from './route-types';

const TEN = ['I0', 'I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'I7', 'I8', 'I9'];

/** A nonlinear part lists the whole selection at once, so one call shows it. */
const pool = (extra: Parameters<typeof sectionModel>[2]): RoutedTest => testOf([part('P', [sectionModel('POOL', items(...TEN), extra)], 'nonlinear')]);

describe('selection', () => {
  const select4 = pool({ selection: { select: 4, withReplacement: false } });

  it('is the same for the same seed and differs across seeds', () => {
    expect(refsOf(walkRoute(select4, 42, {}))).toEqual(refsOf(walkRoute(select4, 42, {})));
    const seen = new Set(Array.from({ length: 20 }, (_, seed) => refsOf(walkRoute(select4, seed, {})).join()));
    expect(seen.size).toBeGreaterThan(10);
  });

  it('keeps document order when the section does not shuffle', () => {
    for (let seed = 0; seed < 20; seed++) {
      const refs = refsOf(walkRoute(select4, seed, {}));
      expect(refs).toEqual([...refs].sort());
    }
  });

  it('reaches every child across seeds', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => refsOf(walkRoute(select4, seed, {}))).flat());
    expect([...seen].sort()).toEqual(TEN);
  });

  it('always delivers `select` distinct children without replacement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 10 }), (seed, select) => {
        const refs = refsOf(walkRoute(pool({ selection: { select, withReplacement: false } }), seed, {}));
        expect(refs).toHaveLength(select);
        expect(new Set(refs).size).toBe(select);
      }),
    );
  });

  it('may draw a child again with replacement, as a new instance of its reference', () => {
    const twoOfOne = testOf([
      part(
        'P',
        [
          sectionModel('ONE', items('A'), {
            selection: { select: 3, withReplacement: true },
          }),
        ],
        'nonlinear',
      ),
    ]);
    const route = walkRoute(twoOfOne, 7, {});
    expect(refsOf(route)).toEqual(['A', 'A.2', 'A.3']);
    expect(route.items.map((i) => i.uin)).toEqual(['uin-A', 'uin-A', 'uin-A']);
  });

  it('delivers `select` children with replacement, every one from the section', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 15 }), (seed, select) => {
        const route = walkRoute(pool({ selection: { select, withReplacement: true } }), seed, {});
        expect(route.items).toHaveLength(select);
        expect(route.items.every((i) => TEN.includes(i.uin.replace('uin-', '')))).toBe(true);
        expect(new Set(refsOf(route)).size).toBe(select);
      }),
    );
  });
});

describe('ordering', () => {
  const shuffled = pool({ ordering: { shuffle: true } });

  it('is a permutation of the children, the same for the same seed, different across seeds', () => {
    const a = refsOf(walkRoute(shuffled, 3, {}));
    expect([...a].sort()).toEqual(TEN);
    expect(refsOf(walkRoute(shuffled, 3, {}))).toEqual(a);
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => refsOf(walkRoute(shuffled, seed, {})).join()));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('shuffles a selection too', () => {
    const both = pool({
      selection: { select: 5, withReplacement: false },
      ordering: { shuffle: true },
    });
    const orders = Array.from({ length: 20 }, (_, seed) => refsOf(walkRoute(both, seed, {})));
    expect(orders.every((refs) => new Set(refs).size === 5)).toBe(true);
    expect(orders.some((refs) => refs.join() !== [...refs].sort().join())).toBe(true);
  });

  it('gives each section its own stream: two sections with the same children differ', () => {
    const twins = testOf([
      part(
        'P',
        [
          sectionModel('X', items('X0', 'X1', 'X2', 'X3', 'X4', 'X5'), {
            ordering: { shuffle: true },
          }),
          sectionModel('Y', items('Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'), {
            ordering: { shuffle: true },
          }),
        ],
        'nonlinear',
      ),
    ]);
    const differ = Array.from({ length: 10 }, (_, seed) => refsOf(walkRoute(twins, seed, {}))).some(
      (refs) =>
        refs
          .slice(0, 6)
          .map((r) => r[1])
          .join() !==
        refs
          .slice(6)
          .map((r) => r[1])
          .join(),
    );
    expect(differ).toBe(true);
  });

  it('stays the same in a linear part as the student moves on (resume sees the same order)', () => {
    const test = testOf([
      part('P', [
        sectionModel('S', items(...TEN), {
          ordering: { shuffle: true },
          selection: { select: 6, withReplacement: false },
        }),
      ]),
    ]);
    const full = finishRoute(test, 99).route;
    expect(full.items).toHaveLength(6);
    for (let n = 0; n < 6; n++) {
      const before = refsOf(full).slice(0, n);
      expect(refsOf(walkRoute(test, 99, scores(before)))).toEqual(refsOf(full).slice(0, n + 1));
    }
  });
});

describe('arrange', () => {
  it('selects nothing from an empty section and never more than it holds without replacement', () => {
    expect(arrange([], { selection: { select: 3, withReplacement: false } }, sectionRandom(1, 'S'))).toEqual([]);
    expect(arrange(['a', 'b'], { selection: { select: 5, withReplacement: false } }, sectionRandom(1, 'S')).sort()).toEqual(['a', 'b']);
  });
});
