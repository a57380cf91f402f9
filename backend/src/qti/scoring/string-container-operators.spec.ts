import type { Expression, QtiValue } from '../types';
import type { ScoringContext } from './context';
import { evaluate } from './expressions';
import { base, expr, variable } from './spec-fixtures';

const ctx = (): ScoringContext => ({
  responseDecls: new Map([['RESPONSE', { identifier: 'RESPONSE', cardinality: 'single', baseType: 'string' }]]),
  outcomeDecls: new Map([
    ['LEVEL', { identifier: 'LEVEL', cardinality: 'single', baseType: 'integer', defaultValue: ['3'] }],
    ['N', { identifier: 'N', cardinality: 'single', baseType: 'integer' }],
  ]),
  responses: new Map<string, QtiValue>([
    ['RESPONSE', { cardinality: 'single', baseType: 'string', value: 'typed' }],
    ['STEPS', { cardinality: 'ordered', baseType: 'identifier', value: ['S1', 'S2', 'S3'] }],
    ['POINTS', { cardinality: 'multiple', baseType: 'point', value: ['5 5', '80 80'] }],
    ['RECORD', { cardinality: 'record', value: { unit: { cardinality: 'single', baseType: 'string', value: 'cm' } } }],
  ]),
  outcomes: new Map<string, QtiValue>([
    ['LEVEL', { cardinality: 'single', baseType: 'integer', value: 7 }],
    ['N', { cardinality: 'single', baseType: 'integer', value: 2 }],
  ]),
});
const valueOf = (e: Expression) => evaluate(e, ctx());
const str = (s: string) => base('string', s);
const id = (s: string) => base('identifier', s);
const yes = base('boolean', 'true');
const no = base('boolean', 'false');
const nothing = expr('null');
const plainOf = (e: Expression) => {
  const v = valueOf(e);
  return v === null ? null : v.cardinality === 'record' ? v.value : v.value;
};

describe('string expressions', () => {
  it('substring: case-sensitive by default, folded when caseSensitive is false, NULL with a NULL operand', () => {
    expect(plainOf(expr('substring', {}, str('mid'), str('pyramid')))).toBe(true);
    expect(plainOf(expr('substring', {}, str('MID'), str('pyramid')))).toBe(false);
    expect(plainOf(expr('substring', { caseSensitive: 'false' }, str('MID'), str('pyramid')))).toBe(true);
    expect(valueOf(expr('substring', {}, nothing, str('pyramid')))).toBeNull();
  });

  it('stringMatch compares whole strings', () => {
    expect(plainOf(expr('stringMatch', { caseSensitive: 'false' }, str('Paris'), str('PARIS')))).toBe(true);
    expect(plainOf(expr('stringMatch', { caseSensitive: 'true' }, str('Paris'), str('PARIS')))).toBe(false);
  });

  it('patternMatch matches the whole string with XML Schema semantics', () => {
    const m = (pattern: string, text: string) => plainOf(expr('patternMatch', { pattern }, str(text)));
    expect(m('[0-9]+(\\.[0-9]{1,2})?', '12.50')).toBe(true);
    expect(m('[0-9]+(\\.[0-9]{1,2})?', 'x12.50')).toBe(false); // anchored at both ends
    expect(m('a^b$', 'a^b$')).toBe(true); // ^ and $ are plain characters in XSD
    expect(m('[a-z-[aeiou]]+', 'rhythm')).toBe(true); // class subtraction
    expect(m('[a-z-[aeiou]]+', 'rhyme')).toBe(false);
    expect(m('\\i\\c*', 'x_1.a')).toBe(true);
    expect(m('\\i\\c*', '1x')).toBe(false);
    expect(m('\\d{3}', '١٢٣')).toBe(true); // XSD \d is any Unicode digit
    expect(m('\\w+', 'слово')).toBe(true);
    expect(m('\\w+', 'a-b')).toBe(false);
  });

  it('patternMatch reads its pattern from a variable written in braces', () => {
    const c = ctx();
    c.outcomes.set('PAT', { cardinality: 'single', baseType: 'string', value: 't.*' });
    expect(evaluate(expr('patternMatch', { pattern: '{PAT}' }, variable('RESPONSE')), c)).toMatchObject({ value: true });
  });
});

describe('container expressions', () => {
  const ids = (...xs: string[]) => expr('multiple', {}, ...xs.map(id));
  const seq = (...xs: string[]) => expr('ordered', {}, ...xs.map(id));

  it('containerSize, contains (bag / contiguous run), member', () => {
    expect(plainOf(expr('containerSize', {}, ids('A', 'B', 'B')))).toBe(3);
    expect(plainOf(expr('containerSize', {}, nothing))).toBe(0);
    expect(plainOf(expr('contains', {}, ids('A', 'B', 'B'), ids('B', 'B')))).toBe(true);
    expect(plainOf(expr('contains', {}, ids('A', 'B'), ids('B', 'B')))).toBe(false);
    expect(plainOf(expr('contains', {}, seq('A', 'B', 'C'), seq('B', 'C')))).toBe(true);
    expect(plainOf(expr('contains', {}, seq('A', 'B', 'C'), seq('A', 'C')))).toBe(false);
  });

  it('delete removes every equal value; index picks the n-th of an ordered container (n may be a variable)', () => {
    expect(plainOf(expr('delete', {}, id('B'), ids('A', 'B', 'C', 'B')))).toEqual(['A', 'C']);
    expect(valueOf(expr('delete', {}, id('A'), ids('A')))).toBeNull();
    expect(plainOf(expr('index', { n: '2' }, variable('STEPS')))).toBe('S2');
    expect(plainOf(expr('index', { n: 'N' }, variable('STEPS')))).toBe('S2');
    expect(valueOf(expr('index', { n: '4' }, variable('STEPS')))).toBeNull();
  });

  it('repeat builds an ordered container numberRepeats times; fewer than 1 repeat is NULL', () => {
    expect(plainOf(expr('repeat', { numberRepeats: '2' }, id('A'), seq('B', 'C')))).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    expect(valueOf(expr('repeat', { numberRepeats: '0' }, id('A')))).toBeNull();
    expect(valueOf(expr('repeat', { numberRepeats: '3' }, nothing))).toBeNull();
  });

  it('repeat evaluates its operands afresh on each repetition: three draws from a stream 0.1, 0.5, 0.9', () => {
    const draws = [0.1, 0.5, 0.9];
    const c = { ...ctx(), random: () => draws.shift() ?? 0 };
    // randomInteger 0..9 gives floor(r * 10): 1, 5, 9; evaluated once it would repeat 1 three times
    const value = evaluate(expr('repeat', { numberRepeats: '3' }, expr('randomInteger', { min: '0', max: '9' })), c);
    expect(value).toEqual({ cardinality: 'ordered', baseType: 'integer', value: [1, 5, 9] });
  });

  it('anyN: true between min and max trues, false when the NULLs cannot change it, else NULL', () => {
    const any = (min: string, max: string, ...args: Expression[]) => valueOf(expr('anyN', { min, max }, ...args));
    expect(any('2', '3', yes, yes, no)).toMatchObject({ value: true });
    expect(any('2', '3', yes, no, no)).toMatchObject({ value: false });
    expect(any('2', '3', yes, yes, yes, yes)).toMatchObject({ value: false });
    expect(any('2', '3', yes, nothing, no)).toBeNull();
    expect(any('1', '3', yes, nothing, no)).toMatchObject({ value: true });
  });

  it('inside: any point of a container in the shape', () => {
    expect(plainOf(expr('inside', { shape: 'rect', coords: '0,0,10,10' }, variable('POINTS')))).toBe(true);
    expect(plainOf(expr('inside', { shape: 'circle', coords: '50,50,10' }, variable('POINTS')))).toBe(false);
  });

  it('durationLT and durationGTE compare seconds', () => {
    const d = (s: string) => base('duration', s);
    expect(plainOf(expr('durationLT', {}, d('12.5'), d('30')))).toBe(true);
    expect(plainOf(expr('durationGTE', {}, d('30'), d('30')))).toBe(true);
    expect(valueOf(expr('durationLT', {}, nothing, d('30')))).toBeNull();
  });

  it('default gives the declared default, not the current value; a response has none', () => {
    expect(plainOf(expr('default', { identifier: 'LEVEL' }))).toBe(3);
    expect(valueOf(expr('default', { identifier: 'N' }))).toBeNull();
    expect(valueOf(expr('default', { identifier: 'RESPONSE' }))).toBeNull();
  });

  it('fieldValue reads one field of a record', () => {
    expect(plainOf(expr('fieldValue', { fieldIdentifier: 'unit' }, variable('RECORD')))).toBe('cm');
    expect(valueOf(expr('fieldValue', { fieldIdentifier: 'other' }, variable('RECORD')))).toBeNull();
  });
});
