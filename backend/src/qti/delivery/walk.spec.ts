import { newSeed, walkRoute } from './index';
import { item, items, part, refsOf, scores, section, sectionModel, testOf } from './spec-fixtures';

const linear = testOf([part('P1', [sectionModel('S1', [...items('A', 'B'), section('S1a', items('C')), item('D', { categories: ['calculator-basic'] })])])]);

describe('walkRoute in linear parts', () => {
  it('stops at the first item without outcomes: the current item is the last one listed', () => {
    expect(refsOf(walkRoute(linear, 1, {}))).toEqual(['A']);
    expect(refsOf(walkRoute(linear, 1, scores(['A'])))).toEqual(['A', 'B']);
    expect(refsOf(walkRoute(linear, 1, scores(['A', 'B'])))).toEqual(['A', 'B', 'C']);
  });

  it('is complete only when nothing follows the last listed item', () => {
    expect(walkRoute(linear, 1, scores(['A', 'B'])).complete).toBe(false);
    const atLast = walkRoute(linear, 1, scores(['A', 'B', 'C']));
    expect(refsOf(atLast)).toEqual(['A', 'B', 'C', 'D']);
    expect(atLast.complete).toBe(true);
    expect(walkRoute(linear, 1, scores(['A', 'B', 'C', 'D'])).complete).toBe(true);
  });

  it('tells where each item sits and carries its categories', () => {
    const route = walkRoute(linear, 1, scores(['A', 'B', 'C']));
    expect(route.items[2]).toEqual({
      refIdentifier: 'C',
      uin: 'uin-C',
      partIdentifier: 'P1',
      sectionPath: ['S1', 'S1a'],
      navigationMode: 'linear',
      categories: [],
    });
    expect(route.items[3].categories).toEqual(['calculator-basic']);
  });

  it('ignores outcomes of items that are not on the route yet', () => {
    expect(refsOf(walkRoute(linear, 1, scores(['B', 'C'])))).toEqual(['A']);
  });

  it('walks several parts in order', () => {
    const test = testOf([part('P1', [sectionModel('S1', items('A'))]), part('P2', [sectionModel('S2', items('B'))])]);
    const route = walkRoute(test, 1, scores(['A']));
    expect(route.items.map((i) => [i.refIdentifier, i.partIdentifier])).toEqual([
      ['A', 'P1'],
      ['B', 'P2'],
    ]);
  });
});

describe('walkRoute in nonlinear parts', () => {
  const test = testOf([
    part('P1', [sectionModel('S1', [...items('A', 'B'), section('S1a', items('C'))])], 'nonlinear'),
    part('P2', [sectionModel('S2', items('D', 'E'))]),
  ]);

  it('lists every item of the part at once, even with no outcomes', () => {
    const route = walkRoute(test, 1, {});
    expect(refsOf(route)).toEqual(['A', 'B', 'C']);
    expect(route.items.every((i) => i.navigationMode === 'nonlinear')).toBe(true);
    expect(route.complete).toBe(false);
  });

  it('enters the next part only when every item of the part is final', () => {
    expect(refsOf(walkRoute(test, 1, scores(['A', 'C'])))).toEqual(['A', 'B', 'C']);
    expect(refsOf(walkRoute(test, 1, scores(['A', 'B', 'C'])))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is complete at once when the nonlinear part is the last', () => {
    const single = testOf([part('P1', [sectionModel('S1', items('A', 'B'))], 'nonlinear')]);
    expect(walkRoute(single, 1, {}).complete).toBe(true);
  });
});

describe('newSeed', () => {
  it('gives unsigned 32-bit integers', () => {
    for (let i = 0; i < 50; i++) {
      const seed = newSeed();
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 32);
    }
  });
});
