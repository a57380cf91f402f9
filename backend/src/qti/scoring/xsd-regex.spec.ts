import { xsdRegex } from './xsd-regex';

const matches = (pattern: string, text: string): boolean => xsdRegex(pattern).test(text);

describe('XML Schema patterns', () => {
  it('reads \\- as a hyphen outside a class as well as inside one', () => {
    expect(matches('\\d{3}\\-\\d{4}', '555-1234')).toBe(true);
    expect(matches('[a\\-z]+', 'a-z')).toBe(true);
    expect(matches('[a\\-z]+', 'b')).toBe(false);
  });

  it('maps block escapes to the block ranges: \\p{IsBasicLatin}, \\P{IsBasicLatin}, \\p{IsCyrillic}', () => {
    expect(matches('\\p{IsBasicLatin}+', 'abc~')).toBe(true);
    expect(matches('\\p{IsBasicLatin}+', 'abcé')).toBe(false);
    expect(matches('\\P{IsBasicLatin}', 'é')).toBe(true);
    expect(matches('\\P{IsBasicLatin}', 'e')).toBe(false);
    expect(matches('[\\p{IsCyrillic} ]+', 'два слова')).toBe(true);
    expect(matches('[\\p{IsCyrillic}]+', 'two')).toBe(false);
    expect(matches('\\p{IsPrivateUse}', '\u{F0000}')).toBe(true);
  });

  it('refuses a block name XML Schema does not list, and keeps categories: \\p{Lu}', () => {
    expect(() => xsdRegex('\\p{IsKlingon}')).toThrow(SyntaxError);
    expect(matches('\\p{Lu}\\P{Lu}', 'Ab')).toBe(true);
    expect(matches('[\\p{Lu}\\d]+', 'A1B2')).toBe(true);
  });

  it('takes the negated escapes \\I \\C \\D \\S inside a class', () => {
    expect(matches('[\\I]', '1')).toBe(true);
    expect(matches('[\\I]', 'a')).toBe(false);
    expect(matches('[\\C]+', ' !')).toBe(true);
    expect(matches('[\\C]', 'a')).toBe(false);
    expect(matches('[a\\D]', '5')).toBe(false);
    expect(matches('[a\\D]', 'b')).toBe(true);
    // not a digit and not whitespace: [^\d\s] written with negated escapes
    expect(matches('[^\\D\\S]', '5')).toBe(false);
    expect(matches('[^\\Dx]', '5')).toBe(true);
    expect(matches('[^\\Dx]', 'x')).toBe(false);
  });

  it('subtracts a class, also one with an escape: [a-z-[aeiou]], [\\c-[\\-.]]', () => {
    expect(matches('[a-z-[aeiou]]+', 'rhythm')).toBe(true);
    expect(matches('[a-z-[aeiou]]+', 'rhyme')).toBe(false);
    expect(matches('[\\c-[\\-.]]+', 'ab_1')).toBe(true);
    expect(matches('[\\c-[\\-.]]+', 'a.b')).toBe(false);
  });

  it('reads . as any character but a line end, U+2028 included', () => {
    expect(matches('a.b', 'a\u2028b')).toBe(true);
    expect(matches('a.b', 'a\nb')).toBe(false);
  });
});
