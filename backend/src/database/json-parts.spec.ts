import { jsonPieces } from './json-parts';

describe('jsonPieces', () => {
  const value = {
    parts: [
      {
        identifier: 'P1',
        skipped: undefined,
        sections: [
          { title: 'Long', children: Array.from({ length: 5 }, (_, i) => ({ kind: 'item', ref: { uin: `U${i}`, categories: [], weights: { S: 1.5 } } })) },
        ],
      },
    ],
    outcomes: [],
    text: 'quotes " and \\ and line\nbreaks, ünïcode',
    nothing: null,
    holes: [undefined, 1],
  };

  it('joins to the JSON of the value, lists longer than the limit written an element at a time', () => {
    const pieces = [...jsonPieces(value, 2)];
    expect(JSON.parse(pieces.join(''))).toEqual(JSON.parse(JSON.stringify(value)));
    // no piece holds more than one child of the long list
    expect(pieces.filter((p) => p.includes('"U'))).toHaveLength(5);
    expect(pieces.every((p) => (p.match(/"uin"/g) ?? []).length <= 1)).toBe(true);
  });

  it('is JSON.stringify itself for a value without long lists', () => {
    expect([...jsonPieces(value, 100)]).toEqual([JSON.stringify(value)]);
  });
});
