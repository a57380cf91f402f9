import { percentOf } from './report';

describe('percentOf', () => {
  it('rounds to a whole percent of the maximum: 1 of 3 is 33, 2 of 3 is 67', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
  });

  it('never passes 100, even when a score exceeds an estimated maximum (3 of 2)', () => {
    expect(percentOf(3, 2)).toBe(100);
  });

  it('is 0 when nothing can be scored', () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});
