/** Read one way everywhere (HTML's comma list, whitespace accepted too), so what import accepts is what scoring reads. */
const SHAPES = new Set(['circle', 'rect', 'poly', 'ellipse', 'default']);
const COUNTS: Record<string, number> = { circle: 3, rect: 4, ellipse: 4, default: 0 };

/** The numbers of a coords attribute; a part that is not a number reads as NaN. */
export function coordNumbers(coords: string | undefined): number[] {
  const text = (coords ?? '').trim();
  return text === '' ? [] : text.split(/\s*,\s*|\s+/).map((part) => (part === '' ? NaN : Number(part)));
}

/** Parses image-map coordinates; undefined when they do not describe the shape. */
export function parseCoords(shape: string, coords: string | undefined): number[] | undefined {
  if (!SHAPES.has(shape)) return undefined;
  const numbers = coordNumbers(coords);
  if (numbers.some((n) => !Number.isFinite(n))) return undefined;
  if (shape === 'poly') return numbers.length >= 6 && numbers.length % 2 === 0 ? numbers : undefined;
  if (shape === 'default') return numbers;
  if (numbers.length !== COUNTS[shape]) return undefined;
  if ((shape === 'circle' && numbers[2] < 0) || (shape === 'ellipse' && (numbers[2] < 0 || numbers[3] < 0))) return undefined;
  return numbers;
}
