import { maxScoreOf, scoreItem } from './index';
import { hotspots, mappedChoices, multipleChoice, ordering, riverEntry, singleChoice, templateItem } from './spec-fixtures';

describe('match_correct', () => {
  it('scores a single choice 1 when right, 0 when wrong or unanswered', () => {
    expect(scoreItem(singleChoice, { RESPONSE: 'B' }).score).toBe(1);
    expect(scoreItem(singleChoice, { RESPONSE: 'C' }).score).toBe(0);
    expect(scoreItem(singleChoice, { RESPONSE: null }).score).toBe(0);
    expect(scoreItem(singleChoice, {}).score).toBe(0);
    expect(scoreItem(singleChoice, { RESPONSE: '' }).score).toBe(0);
    expect(scoreItem(singleChoice, { RESPONSE: 'B' }).outcomes.SCORE).toEqual({ cardinality: 'single', baseType: 'float', value: 1 });
  });

  it('takes a multiple choice only as the exact set, in any order', () => {
    expect(scoreItem(multipleChoice, { RESPONSE: ['C', 'A'] }).score).toBe(1);
    expect(scoreItem(multipleChoice, { RESPONSE: ['A'] }).score).toBe(0);
    expect(scoreItem(multipleChoice, { RESPONSE: ['A', 'C', 'D'] }).score).toBe(0);
    expect(scoreItem(multipleChoice, { RESPONSE: [] }).score).toBe(0);
  });

  it('takes an order only in the right sequence', () => {
    expect(scoreItem(ordering, { RESPONSE: ['S1', 'S2', 'S3'] }).score).toBe(1);
    expect(scoreItem(ordering, { RESPONSE: ['S2', 'S1', 'S3'] }).score).toBe(0);
    expect(scoreItem(ordering, { RESPONSE: ['S1', 'S2'] }).score).toBe(0);
  });

  it('matches a text entry case-sensitively', () => {
    const item = templateItem('match_correct', { cardinality: 'single', baseType: 'string', correctResponse: ['Austin'] });
    expect(scoreItem(item, { RESPONSE: 'Austin' }).score).toBe(1);
    expect(scoreItem(item, { RESPONSE: 'austin' }).score).toBe(0);
  });

  it('compares numbers by value, so 12.50 matches 12.5', () => {
    const item = templateItem('match_correct', { cardinality: 'single', baseType: 'float', correctResponse: ['12.5'] });
    expect(scoreItem(item, { RESPONSE: '12.50' }).score).toBe(1);
    expect(scoreItem(item, { RESPONSE: 'twelve' }).score).toBe(0);
  });

  it('treats a pair as unordered and a directedPair as ordered', () => {
    const associate = templateItem('match_correct', { cardinality: 'multiple', baseType: 'pair', correctResponse: ['A B', 'C D'] });
    expect(scoreItem(associate, { RESPONSE: ['D C', 'B A'] }).score).toBe(1);
    const matching = templateItem('match_correct', { cardinality: 'multiple', baseType: 'directedPair', correctResponse: ['A X', 'B Y'] });
    expect(scoreItem(matching, { RESPONSE: ['B Y', 'A X'] }).score).toBe(1);
    expect(scoreItem(matching, { RESPONSE: ['X A', 'Y B'] }).score).toBe(0);
  });

  it('scores 0 when the item has no correct response', () => {
    const item = templateItem('match_correct', { cardinality: 'single', baseType: 'identifier' });
    expect(scoreItem(item, { RESPONSE: 'A' }).score).toBe(0);
  });

  it('scores the only response even when it is not named RESPONSE', () => {
    const item = templateItem('match_correct', { identifier: 'Q1', cardinality: 'single', baseType: 'identifier', correctResponse: ['A'] });
    expect(scoreItem(item, { Q1: 'A' }).score).toBe(1);
  });

  it('has a maximum of 1', () => {
    expect(maxScoreOf(multipleChoice)).toBe(1);
    expect(scoreItem(multipleChoice, {}).maxScore).toBe(1);
  });
});

describe('map_response', () => {
  it('sums the mapped choices within the bounds', () => {
    expect(scoreItem(mappedChoices, { RESPONSE: ['A'] }).score).toBe(0.5);
    expect(scoreItem(mappedChoices, { RESPONSE: ['A', 'C'] }).score).toBe(1);
    expect(scoreItem(mappedChoices, { RESPONSE: ['A', 'C', 'B'] }).score).toBe(1);
    // 0.5 - 1 is below the lower bound
    expect(scoreItem(mappedChoices, { RESPONSE: ['A', 'D'] }).score).toBe(0);
  });

  it('counts a repeated selection once', () => {
    expect(scoreItem(mappedChoices, { RESPONSE: ['A', 'A', 'A'] }).score).toBe(0.5);
  });

  it('applies the upper bound', () => {
    const item = templateItem('map_response', {
      cardinality: 'multiple',
      baseType: 'identifier',
      mapping: { defaultValue: 0, upperBound: 1.5, entries: ['A', 'B', 'C'].map((mapKey) => ({ mapKey, mappedValue: 1 })) },
    });
    expect(scoreItem(item, { RESPONSE: ['A', 'B', 'C'] }).score).toBe(1.5);
    expect(maxScoreOf(item)).toBe(1.5);
  });

  it('gives unmapped values the default value', () => {
    const item = templateItem('map_response', {
      cardinality: 'multiple',
      baseType: 'identifier',
      mapping: { defaultValue: -0.25, entries: [{ mapKey: 'A', mappedValue: 1 }] },
    });
    expect(scoreItem(item, { RESPONSE: ['A', 'B', 'C'] }).score).toBe(0.5);
  });

  it('honours case-insensitive entries only where declared', () => {
    expect(scoreItem(riverEntry, { RESPONSE: 'brazos RIVER' }).score).toBe(2);
    expect(scoreItem(riverEntry, { RESPONSE: 'Brazos' }).score).toBe(1);
    expect(scoreItem(riverEntry, { RESPONSE: 'brazos' }).score).toBe(0);
    expect(maxScoreOf(riverEntry)).toBe(2);
  });

  it('scores no response 0, whatever the default value', () => {
    const item = templateItem('map_response', {
      cardinality: 'single',
      baseType: 'identifier',
      mapping: { defaultValue: 0.5, entries: [{ mapKey: 'A', mappedValue: 1 }] },
    });
    expect(scoreItem(item, { RESPONSE: null }).score).toBe(0);
    expect(scoreItem(item, { RESPONSE: 'Z' }).score).toBe(0.5);
    expect(scoreItem(mappedChoices, { RESPONSE: [] }).score).toBe(0);
  });

  it('maps pairs without regard to their order', () => {
    const item = templateItem('map_response', {
      cardinality: 'multiple',
      baseType: 'pair',
      mapping: {
        defaultValue: 0,
        entries: [
          { mapKey: 'A B', mappedValue: 1 },
          { mapKey: 'C D', mappedValue: 2 },
        ],
      },
    });
    expect(scoreItem(item, { RESPONSE: ['B A', 'A B', 'D C'] }).score).toBe(3);
  });

  it('reaches its maximum with the best distinct positive entries', () => {
    expect(maxScoreOf(mappedChoices)).toBe(1);
    const unbounded = templateItem('map_response', {
      cardinality: 'multiple',
      baseType: 'identifier',
      mapping: {
        defaultValue: 0,
        entries: [
          { mapKey: 'A', mappedValue: 2 },
          { mapKey: 'A', mappedValue: 5 },
          { mapKey: 'B', mappedValue: 1 },
          { mapKey: 'C', mappedValue: -1 },
        ],
      },
    });
    // the second entry for A never counts: the first takes A
    expect(maxScoreOf(unbounded)).toBe(3);
    expect(scoreItem(unbounded, { RESPONSE: ['A', 'B'] }).score).toBe(3);
  });
});

describe('map_response_point', () => {
  const single = hotspots('single');

  it.each([
    ['inside the circle', '55 52', 1],
    ['on the circle border', '60 50', 1],
    ['inside the rect', '160 10', 2],
    ['inside the triangle', '120 70', 3],
    ['on a triangle edge', '120 60', 3],
    ['inside the ellipse', '185 78', 4],
    ['outside every area', '5 95', 0],
    ['beside the triangle', '104 88', 0],
  ])('maps a point %s', (_where, point, expected) => {
    expect(scoreItem(single, { RESPONSE: point }).score).toBe(expected);
  });

  it('scores no response and unreadable points 0', () => {
    expect(scoreItem(single, { RESPONSE: null }).score).toBe(0);
    expect(scoreItem(single, { RESPONSE: 'left top' }).score).toBe(0);
  });

  it('counts each area once for several points', () => {
    const multiple = hotspots('multiple');
    expect(scoreItem(multiple, { RESPONSE: ['50 50', '52 52', '160 10'] }).score).toBe(3);
    expect(maxScoreOf(multiple)).toBe(10);
    expect(maxScoreOf(single)).toBe(4);
  });

  it('maps a default area everywhere', () => {
    const item = templateItem('map_response_point', {
      cardinality: 'single',
      baseType: 'point',
      areaMapping: {
        defaultValue: 0,
        entries: [
          { shape: 'rect', coords: [0, 0, 10, 10], mappedValue: 1 },
          { shape: 'default', coords: [], mappedValue: 0.25 },
        ],
      },
    });
    expect(scoreItem(item, { RESPONSE: '5 5' }).score).toBe(1);
    expect(scoreItem(item, { RESPONSE: '500 500' }).score).toBe(0.25);
  });
});
