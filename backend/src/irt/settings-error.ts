/** A setting out of its range: the message names the setting, what it must be, and what it was. */
export class IrtSettingsError extends Error {
  constructor(
    readonly setting: string,
    requirement: string,
    value: unknown,
  ) {
    super(`${setting} must be ${requirement}; got ${describe(value)}`);
    this.name = 'IrtSettingsError';
  }
}

function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return typeof value;
  }
}

export function requireNumber(setting: string, value: unknown, min = -Infinity, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    const range = min === -Infinity && max === Infinity ? 'a finite number' : `a number from ${min} to ${max}`;
    throw new IrtSettingsError(setting, range, value);
  }
  return value;
}

export function requirePositive(setting: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new IrtSettingsError(setting, 'a number above 0', value);
  return value;
}

export function requireWhole(setting: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new IrtSettingsError(setting, max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`, value);
  }
  return value;
}
