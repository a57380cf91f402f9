import type { QtiValue, ResponseDeclaration } from '../types';
import { parseCandidate, valuesEqual } from './values';

const declare = (cardinality: ResponseDeclaration['cardinality'], baseType: ResponseDeclaration['baseType']): ResponseDeclaration => ({
  identifier: 'R',
  cardinality,
  baseType,
});

describe('candidate responses', () => {
  it.each([
    ['integer', ' 42 ', 42],
    ['integer', '4.2', null],
    ['float', '-1.5e2', -150],
    ['float', 'NaN', null],
    ['boolean', 'true', true],
    ['boolean', 'yes', null],
    ['point', '10  20', '10 20'],
    ['point', '10,20', null],
    ['directedPair', 'A B', 'A B'],
    ['pair', 'A', null],
    ['identifier', 'two words', null],
    ['string', '', null],
    ['string', ' spaced ', ' spaced '],
  ] as const)('reads a single %s from %j', (baseType, raw, expected) => {
    const value = parseCandidate(declare('single', baseType), raw);
    expect(value === null ? null : (value as { value: unknown }).value).toEqual(expected);
  });

  it('reads a single response sent as a one-element list, and no more', () => {
    expect(parseCandidate(declare('single', 'identifier'), ['A'])).toEqual({ cardinality: 'single', baseType: 'identifier', value: 'A' });
    expect(parseCandidate(declare('single', 'identifier'), ['A', 'B'])).toBeNull();
  });

  it('drops unreadable values of a container and makes an empty one NULL', () => {
    expect(parseCandidate(declare('multiple', 'integer'), ['1', 'x', '2'])).toEqual({
      cardinality: 'multiple',
      baseType: 'integer',
      value: [1, 2],
    });
    expect(parseCandidate(declare('ordered', 'integer'), ['x'])).toBeNull();
    expect(parseCandidate(declare('multiple', 'identifier'), 'A')).toEqual({
      cardinality: 'multiple',
      baseType: 'identifier',
      value: ['A'],
    });
  });

  it('ignores values that are not strings', () => {
    const junk = [7, { a: 1 }, ['A']] as unknown as string[];
    expect(parseCandidate(declare('multiple', 'identifier'), junk)).toBeNull();
    expect(parseCandidate(declare('single', 'identifier'), 7 as unknown as string)).toBeNull();
  });
});

describe('value equality', () => {
  const single = (value: string): QtiValue => ({ cardinality: 'single', baseType: 'identifier', value });
  const record = (fields: Record<string, QtiValue>) => ({ cardinality: 'record' as const, value: fields });

  it('compares records field by field', () => {
    expect(valuesEqual(record({ a: single('X'), b: null }), record({ b: null, a: single('X') }))).toBe(true);
    expect(valuesEqual(record({ a: single('X') }), record({ a: single('Y') }))).toBe(false);
    expect(valuesEqual(record({ a: single('X') }), record({ a: single('X'), b: single('X') }))).toBe(false);
    expect(valuesEqual(record({ a: null }), record({ a: single('X') }))).toBe(false);
  });

  it('compares a bag by its counts', () => {
    const bag = (...value: string[]) => ({ cardinality: 'multiple' as const, baseType: 'identifier' as const, value });
    expect(valuesEqual(bag('A', 'B', 'A'), bag('A', 'A', 'B'))).toBe(true);
    expect(valuesEqual(bag('A', 'B', 'B'), bag('A', 'A', 'B'))).toBe(false);
  });
});
