import { childElements, type XmlElement } from './xml/parse-xml';

/**
 * QTI 3 shared vocabulary: `data-qti-suppress-tts` says which speech must leave content out.
 * `computer-read-aloud` and `all` keep a read-aloud tool off it; `screen-reader` leaves the tool free.
 */
const OFF_FOR_READ_ALOUD = new Set(['computer-read-aloud', 'all']);

export function suppressesReadAloud(el: XmlElement): boolean {
  const value = el.attrs['data-qti-suppress-tts'] ?? '';
  return value.split(/\s+/).some((v) => OFF_FOR_READ_ALOUD.has(v));
}

/**
 * Read aloud is off for an item whose body is marked, or whose every part is: nothing of the
 * question is left to read. Marked parts of a body that stays readable are only skipped.
 */
export function readAloudAllowed(body: XmlElement | undefined): boolean {
  if (!body) return true;
  if (suppressesReadAloud(body)) return false;
  const parts = childElements(body);
  const looseText = body.children.some((c) => typeof c === 'string' && c.trim() !== '');
  return looseText || parts.length === 0 || !parts.every(suppressesReadAloud);
}
