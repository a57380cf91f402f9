import { backoffSeconds } from './backoff';

describe('backoffSeconds', () => {
  const low = () => 0;
  const high = () => 0.999;

  it('doubles with every refusal of the key, from what the refusal asks', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(n, 1, low))).toEqual([1, 2, 4, 8, 16]);
    expect([1, 2, 3].map((n) => backoffSeconds(n, 3, low))).toEqual([3, 6, 12]);
  });

  it('spreads clients refused together over up to twice the wait', () => {
    expect(backoffSeconds(3, 1, high)).toBe(8);
    const waits = new Set(Array.from({ length: 200 }, () => backoffSeconds(4, 1)));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...waits)).toBeLessThanOrEqual(16);
    expect(waits.size).toBeGreaterThan(1);
  });

  it('stops at the cap, unless the refusal itself asks for longer', () => {
    expect(backoffSeconds(30, 1, high)).toBe(60);
    expect(backoffSeconds(1, 90, low)).toBe(90);
  });
});
