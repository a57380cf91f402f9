import { diagnosticLevel, isReady, toScale, validateScale } from './scale';

const scale = { intercept: 950, slope: 10, lower: 910, upper: 990 };

describe('score scale', () => {
  it('rounds intercept + slope·θ and gives the band ± slope·SE', () => {
    expect(toScale(0.54, 0.3, scale)).toEqual({ score: 955, low: 952, high: 958, halfWidth: 3 });
    expect(toScale(0, 0.25, scale).score).toBe(950);
  });

  it('holds the score and its band within the bounds', () => {
    expect(toScale(5, 0.3, scale)).toMatchObject({ score: 990, high: 990, low: 990 });
    expect(toScale(-4.2, 0.5, scale)).toMatchObject({ score: 910, low: 910, high: 913 });
  });

  it('is ready at the cut and above', () => {
    expect(isReady(950, 950)).toBe(true);
    expect(isReady(949, 950)).toBe(false);
  });

  it('gives diagnostic levels 1 to 6 from five thresholds, a threshold reached counting', () => {
    const thresholds = [-1.5, -0.5, 0.5, 1.5, 2.5];
    expect(diagnosticLevel(-2, thresholds)).toBe(1);
    expect(diagnosticLevel(0, thresholds)).toBe(3);
    expect(diagnosticLevel(0.5, thresholds)).toBe(4);
    expect(diagnosticLevel(3, thresholds)).toBe(6);
    expect(diagnosticLevel(955, [920, 930, 940, 950, 960])).toBe(5);
  });

  it('refuses a scale or thresholds out of order, naming them', () => {
    expect(() => validateScale({ ...scale, slope: 0 })).toThrow('scale.slope must be a number above 0; got 0');
    expect(() => validateScale({ ...scale, upper: 900 })).toThrow('scale.upper must be above scale.lower (910); got 900');
    expect(validateScale(scale)).toEqual(scale);
    expect(() => diagnosticLevel(0, [1, 2, 2, 3, 4])).toThrow('thresholds[2] must be above thresholds[1] (2); got 2');
    expect(() => diagnosticLevel(0, [1, 2, 3])).toThrow('thresholds must be five numbers');
  });
});
