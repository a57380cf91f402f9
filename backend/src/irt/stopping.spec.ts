import { catSettings } from './settings';
import { stopReason } from './stopping';

describe('stopping rules', () => {
  const settings = catSettings({ minLength: 5, maxLength: 20, targetSe: 0.3 });

  it('goes on below the minimum length even at the target SE', () => {
    expect(stopReason({ length: 4, se: 0.1, eligible: 50 }, settings)).toBeNull();
  });

  it('stops for precision at the target SE once the minimum is reached', () => {
    expect(stopReason({ length: 5, se: 0.3, eligible: 50 }, settings)).toBe('precision');
    expect(stopReason({ length: 5, se: 0.31, eligible: 50 }, settings)).toBeNull();
  });

  it('stops at the maximum length whatever the SE', () => {
    expect(stopReason({ length: 20, se: 0.9, eligible: 50 }, settings)).toBe('max-length');
  });

  it('stops when no eligible item is left, even before the minimum', () => {
    expect(stopReason({ length: 3, se: 0.9, eligible: 0 }, settings)).toBe('pool-exhausted');
  });
});
