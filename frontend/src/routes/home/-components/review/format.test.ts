import { describe, expect, it } from 'vitest';
import { correlation, percent, seconds } from './format';

describe('statistics formats', () => {
  it('shows shares in whole per cent as the language writes them, and a dash when there is no figure', () => {
    expect(percent(0.255, 'en')).toBe('26%');
    expect(percent(0.255, 'ru')).toBe('26\u00a0%');
    expect(percent(null, 'en')).toBe('—');
  });

  it('shows correlations to two places in the language, keeping the sign', () => {
    expect(correlation(-0.57735, 'en')).toBe('-0.58');
    expect(correlation(0.5, 'ru')).toBe('0,50');
  });

  it('rounds times to whole seconds', () => {
    expect(seconds(39.6, 'en')).toBe('40');
    expect(seconds(null, 'en')).toBeNull();
  });
});
