import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L or 5/S: an advisor types the code from paper.
const ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';

/** A random code like 'K7QM-2XPD-9T' (10 characters, about 48 bits). */
export function newCertificateCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return formatCode(raw);
}

/** What was typed, in the stored form: case, spaces and dashes do not matter. Null when it cannot be a code. */
export function normalizeCertificateCode(typed: string): string | null {
  const raw = typed.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== 10 || [...raw].some((c) => !ALPHABET.includes(c))) return null;
  return formatCode(raw);
}

function formatCode(raw: string): string {
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
