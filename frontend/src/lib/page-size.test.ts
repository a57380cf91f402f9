import { describe, expect, it } from 'vitest';
import { toPageSize } from './page-size';

describe('toPageSize', () => {
  it('keeps a size the table calls accept, from a number or the text of a select or address', () => {
    expect(toPageSize(25, 10)).toBe(25);
    expect(toPageSize('250', 10)).toBe(250);
    expect(toPageSize('5', 10)).toBe(5);
  });

  it('falls back for anything else, so no call is refused for its page size', () => {
    expect(toPageSize('30', 10)).toBe(10);
    expect(toPageSize(undefined, 25)).toBe(25);
    expect(toPageSize('ten', 50)).toBe(50);
  });
});
