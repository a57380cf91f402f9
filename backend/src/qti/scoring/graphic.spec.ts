import { maxScoreOf, scoreItem } from './index';
import { base, expr, model, SCORE, set, templateItem, variable, when } from './spec-fixtures';
import type { AreaMapEntry } from '../types';

// a 200 x 100 picture: a circle round (50,50) r 20, a rect 120..180 x 20..80, a triangle and an ellipse
const CIRCLE: AreaMapEntry = { shape: 'circle', coords: [50, 50, 20], mappedValue: 2 };
const RECT: AreaMapEntry = { shape: 'rect', coords: [120, 20, 180, 80], mappedValue: 1 };
const TRIANGLE: AreaMapEntry = { shape: 'poly', coords: [0, 0, 40, 0, 0, 40], mappedValue: 0.5 };
const ELLIPSE: AreaMapEntry = { shape: 'ellipse', coords: [100, 90, 30, 10], mappedValue: 3 };

const pointItem = (cardinality: 'single' | 'multiple', entries: AreaMapEntry[], extra: { lowerBound?: number; upperBound?: number } = {}) =>
  templateItem('map_response_point', { cardinality, baseType: 'point', areaMapping: { defaultValue: -1, entries, ...extra } });

/** SCORE = 1 when the point is inside the area, else 0 */
const insideItem = (shape: string, coords: string) =>
  model({
    responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'point' }],
    outcomes: [SCORE],
    processing: {
      rules: [
        when(
          { condition: expr('inside', { shape, coords }, variable('RESPONSE')), rules: [set('SCORE', base('float', '1'))] },
          { rules: [set('SCORE', base('float', '0'))] },
        ),
      ],
    },
  });

describe('points on a picture', () => {
  it('maps a point to the area holding it: circle, rect, poly, ellipse, or the default', () => {
    const item = pointItem('single', [CIRCLE, RECT, TRIANGLE, ELLIPSE]);
    // (62,66): 12² + 16² = 400 = 20², on the circle's edge, inside
    expect(scoreItem(item, { RESPONSE: '62 66' }).score).toBe(2);
    // (63,66): 13² + 16² = 425 > 400, just outside every area
    expect(scoreItem(item, { RESPONSE: '63 66' }).score).toBe(-1);
    expect(scoreItem(item, { RESPONSE: '180 20' }).score).toBe(1); // the rect's corner
    expect(scoreItem(item, { RESPONSE: '181 20' }).score).toBe(-1);
    expect(scoreItem(item, { RESPONSE: '10 10' }).score).toBe(0.5); // 10 + 10 < 40: under the hypotenuse
    expect(scoreItem(item, { RESPONSE: '30 30' }).score).toBe(-1); // 30 + 30 > 40: past it (and outside the circle: 20² + 20² > 20²)
    // ellipse: (125-100)/30 = 0.83, (94-90)/10 = 0.4 → 0.69 + 0.16 < 1
    expect(scoreItem(item, { RESPONSE: '125 94' }).score).toBe(3);
    // (125-100)/30 = 0.83, (97-90)/10 = 0.7 → 0.69 + 0.49 > 1
    expect(scoreItem(item, { RESPONSE: '125 97' }).score).toBe(-1);
    expect(scoreItem(item, { RESPONSE: null }).score).toBe(0);
  });

  it('counts each area once for several points, the default for each point in none, within the bounds', () => {
    const item = pointItem('multiple', [CIRCLE, RECT, { shape: 'default', coords: [], mappedValue: 0.25 }]);
    // two points in the circle count 2 once; the rect 1; (5,95) falls to the default area, 0.25
    expect(scoreItem(item, { RESPONSE: ['50 50', '55 45', '150 50', '5 95'] }).score).toBe(3.25);
    const bounded = pointItem('multiple', [CIRCLE, RECT], { upperBound: 2.5, lowerBound: 0 });
    expect(scoreItem(bounded, { RESPONSE: ['50 50', '150 50'] }).score).toBe(2.5);
    expect(scoreItem(bounded, { RESPONSE: ['0 99', '199 0'] }).score).toBe(0);
    expect(maxScoreOf(pointItem('multiple', [CIRCLE, RECT]))).toBe(3);
  });

  it('tells with inside whether a point lies in a circle, rect, poly or ellipse', () => {
    const cases: [string, string, string, number][] = [
      ['circle', '50,50,20', '50 69', 1],
      ['circle', '50,50,20', '50 71', 0],
      ['rect', '120,20,180,80', '120 80', 1],
      ['rect', '120,20,180,80', '119 50', 0],
      ['poly', '0,0,40,0,0,40', '20 20', 1], // on the hypotenuse
      ['poly', '0,0,40,0,0,40', '21 20', 0],
      ['ellipse', '100,90,30,10', '70 90', 1],
      ['ellipse', '100,90,30,10', '100 101', 0],
      ['default', '', '7 7', 1],
    ];
    for (const [shape, coords, point, score] of cases)
      expect([shape, point, scoreItem(insideItem(shape, coords), { RESPONSE: point }).score]).toEqual([shape, point, score]);
    expect(scoreItem(insideItem('circle', '50,50,20'), {}).score).toBe(0);
  });

  it('reads inside coordinates as import does, spaces or commas: "50 50 20" is the circle at 50,50', () => {
    expect(scoreItem(insideItem('circle', '50 50 20'), { RESPONSE: '50 69' }).score).toBe(1);
    expect(scoreItem(insideItem('rect', '120, 20, 180, 80'), { RESPONSE: '119 50' }).score).toBe(0);
  });

  it('scores a graphic order only in sequence and graphic pairs unordered or directed', () => {
    const order = templateItem('match_correct', { cardinality: 'ordered', baseType: 'identifier', correctResponse: ['H2', 'H1', 'H3'] });
    expect(scoreItem(order, { RESPONSE: ['H2', 'H1', 'H3'] }).score).toBe(1);
    expect(scoreItem(order, { RESPONSE: ['H1', 'H2', 'H3'] }).score).toBe(0);
    const pairs = templateItem('map_response', {
      cardinality: 'multiple',
      baseType: 'pair',
      mapping: {
        defaultValue: 0,
        entries: [
          { mapKey: 'A B', mappedValue: 1 },
          { mapKey: 'C D', mappedValue: 1 },
        ],
      },
    });
    expect(scoreItem(pairs, { RESPONSE: ['B A', 'D C'] }).score).toBe(2);
    expect(scoreItem(pairs, { RESPONSE: ['B A', 'A C'] }).score).toBe(1);
    const gaps = templateItem('match_correct', { cardinality: 'multiple', baseType: 'directedPair', correctResponse: ['PIN T1', 'WORD T2'] });
    expect(scoreItem(gaps, { RESPONSE: ['WORD T2', 'PIN T1'] }).score).toBe(1);
    expect(scoreItem(gaps, { RESPONSE: ['T1 PIN', 'WORD T2'] }).score).toBe(0);
  });
});
