import { calibrationSettings, DEFAULT_CALIBRATION_SETTINGS } from './calibration-settings';
import { catSettings, DEFAULT_CAT_SETTINGS } from './settings';
import { IrtSettingsError } from './settings-error';

describe('settings', () => {
  it('has valid defaults: start at 0, SE 0.3, 10 to 40 items, randomesque 5, 61 nodes on [−6, 6]', () => {
    expect(catSettings()).toEqual(DEFAULT_CAT_SETTINGS);
    expect(DEFAULT_CAT_SETTINGS).toMatchObject({ startTheta: 0, targetSe: 0.3, minLength: 10, maxLength: 40, randomesque: 5 });
    expect(DEFAULT_CAT_SETTINGS.quadrature).toEqual({ points: 61, range: 6 });
    expect(calibrationSettings()).toEqual(DEFAULT_CALIBRATION_SETTINGS);
    expect(DEFAULT_CALIBRATION_SETTINGS).toMatchObject({ minResponses: 200, guessingPrior: { alpha: 5, beta: 17 } });
  });

  it.each([
    [{ minLength: 10, maxLength: 5 }, 'maxLength must be at least minLength (10); got 5'],
    [{ minLength: 0 }, 'minLength must be a whole number of at least 1; got 0'],
    [{ maxLength: 2.5 }, 'maxLength must be a whole number of at least 1; got 2.5'],
    [{ targetSe: 0 }, 'targetSe must be a number above 0; got 0'],
    [{ targetSe: 1.2 }, 'targetSe must be below prior.sd (1)'],
    [{ randomesque: 0 }, 'randomesque must be a whole number of at least 1; got 0'],
    [{ startTheta: 9 }, 'startTheta must be a number from -6 to 6; got 9'],
    [{ startTheta: Number.NaN }, 'startTheta must be a number from -6 to 6; got NaN'],
    [{ prior: { mean: 0, sd: 0 } }, 'prior.sd must be a number from 0.1 to 5; got 0'],
    [{ quadrature: { points: 60, range: 6 } }, 'quadrature.points must be odd, so that θ = 0 is a node; got 60'],
    [{ contentTargets: { A: 0.5, B: 0.4 } }, 'contentTargets must be shares summing to 1; got 0.9'],
    [{ contentTargets: { A: 1.5, B: -0.5 } }, 'contentTargets.A must be a number from 0 to 1; got 1.5'],
    [{ contentTargets: {} }, 'contentTargets must be null or name at least one strand'],
  ])('refuses %j naming the setting', (input, message) => {
    expect(() => catSettings(input)).toThrow(IrtSettingsError);
    expect(() => catSettings(input)).toThrow(message);
  });

  it('names the calibration setting out of range', () => {
    expect(() => calibrationSettings({ minResponses: 0 })).toThrow('minResponses must be a whole number of at least 1; got 0');
    expect(() => calibrationSettings({ tolerance: -1 })).toThrow('tolerance must be a number above 0; got -1');
    expect(() => calibrationSettings({ guessingPrior: { alpha: 0.5, beta: 17 } })).toThrow('guessingPrior.alpha must be a number from 1 to 1000; got 0.5');
    expect(() => calibrationSettings({ maxCycles: 0 })).toThrow('maxCycles must be a whole number from 1 to 100000; got 0');
    expect(calibrationSettings({ slopePrior: null, guessingPrior: null })).toMatchObject({ slopePrior: null, guessingPrior: null });
  });

  it('carries the setting name on the error', () => {
    try {
      catSettings({ maxLength: 0 });
    } catch (error) {
      expect((error as IrtSettingsError).setting).toBe('maxLength');
    }
    expect.assertions(1);
  });
});
