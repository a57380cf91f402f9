import { flagText } from './item-stats.service';
import type { FlagCode } from './statistics';

const CODES: FlagCode[] = ['tooHard', 'tooEasy', 'lowDiscrimination', 'negativeDiscrimination', 'highOmit', 'distractorBeatsKey'];

describe('flag reasons in words', () => {
  it('shows shares in per cent and correlations to two places, as the language writes them', () => {
    expect(flagText({ code: 'tooHard', value: 0.123, bound: 0.2 }, 'en').reason).toBe('Too hard: facility 12% is below 20%');
    expect(flagText({ code: 'lowDiscrimination', value: 0.104, bound: 0.2 }, 'ru').reason).toContain('0,10');
    expect(flagText({ code: 'lowDiscrimination', value: 0.104, bound: 0.2 }, 'en').reason).toBe(
      'Discriminates weakly: item-rest correlation 0.10 is below 0.20',
    );
    expect(flagText({ code: 'distractorBeatsKey', value: 0.6, bound: 0, choice: 'C' }, 'ru').reason).toBe(
      'Возможно, неоднозначное: среди лучших 27 % учеников «C» выбрали чаще (60\u00a0%), чем ключ',
    );
  });

  it.each(CODES)('has its own words for %s in English and Russian', (code) => {
    const flag = { code, value: 0.5, bound: 0.2, choice: 'A' };
    const en = flagText(flag, 'en').reason;
    const ru = flagText(flag, 'ru').reason;
    expect(en).not.toContain('{{');
    expect(ru).not.toContain('{{');
    expect(ru).not.toBe(en);
  });
});
