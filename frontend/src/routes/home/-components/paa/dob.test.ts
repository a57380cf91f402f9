import { describe, expect, it } from 'vitest';
import { formatBirthDate, parseBirthDate } from './dob';

const today = new Date(2026, 10, 23); // 23 Nov 2026, local time

describe('parseBirthDate (MM/DD/YYYY or DD.MM.YYYY, after 1900, before the current year, not in the future)', () => {
  it('accepts a real date and gives it to the server as YYYY-MM-DD', () => {
    expect(parseBirthDate('04/09/2007', today)).toBe('2007-04-09');
    expect(parseBirthDate('4/9/2007', today)).toBe('2007-04-09');
    expect(parseBirthDate(' 12/31/2025 ', today)).toBe('2025-12-31');
    expect(parseBirthDate('01/01/1901', today)).toBe('1901-01-01');
  });

  it('refuses 1900 and earlier', () => {
    expect(parseBirthDate('12/31/1900', today)).toBeNull();
    expect(parseBirthDate('06/15/1850', today)).toBeNull();
  });

  it('refuses the current year and any later date', () => {
    expect(parseBirthDate('01/01/2026', today)).toBeNull();
    expect(parseBirthDate('11/22/2026', today)).toBeNull();
    expect(parseBirthDate('03/01/2030', today)).toBeNull();
  });

  it('refuses dates that do not exist on the calendar', () => {
    expect(parseBirthDate('02/30/2005', today)).toBeNull();
    expect(parseBirthDate('13/01/2005', today)).toBeNull();
    expect(parseBirthDate('00/10/2005', today)).toBeNull();
    expect(parseBirthDate('02/29/2005', today)).toBeNull();
    expect(parseBirthDate('02/29/2004', today)).toBe('2004-02-29');
  });

  it('reads the Russian order, day first, by its dots, under the same rule', () => {
    expect(parseBirthDate('09.04.2007', today)).toBe('2007-04-09');
    expect(parseBirthDate('31.12.2025', today)).toBe('2025-12-31');
    expect(parseBirthDate('30.02.2005', today)).toBeNull();
    expect(parseBirthDate('01.01.2026', today)).toBeNull();
  });

  it('refuses other formats and an empty field', () => {
    expect(parseBirthDate('', today)).toBeNull();
    expect(parseBirthDate('2007-04-09', today)).toBeNull();
    expect(parseBirthDate('09-04-2007', today)).toBeNull();
    expect(parseBirthDate('09/04.2007', today)).toBeNull();
    expect(parseBirthDate('04/09/07', today)).toBeNull();
  });
});

describe('formatBirthDate', () => {
  it('shows a saved date as MM/DD/YYYY, and nothing without one', () => {
    expect(formatBirthDate('2007-04-09')).toBe('04/09/2007');
    expect(formatBirthDate('2007-04-09T00:00:00.000Z')).toBe('04/09/2007');
    expect(formatBirthDate(null)).toBe('');
  });

  it('shows a saved date as DD.MM.YYYY in Russian', () => {
    expect(formatBirthDate('2007-04-09', 'ru')).toBe('09.04.2007');
    expect(formatBirthDate('2007-04-09', 'en')).toBe('04/09/2007');
  });
});
