import type { PDFFont } from 'pdf-lib';

// ICAO 9303 (the Latin spelling in Russian passports): readable for a name a font cannot draw.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

const charsets = new WeakMap<PDFFont, Set<number>>();

function charset(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/** Whether the font can draw every character of the text as it is. */
export function fontCanDraw(font: PDFFont, value: string): boolean {
  const set = charset(font);
  return [...value].every((ch) => set.has(ch.codePointAt(0)!));
}

/** pdf-lib throws on the first character outside the font, so Cyrillic is spelled in Latin, accents dropped, else '?'. */
export function toFontText(font: PDFFont, value: string): string {
  const set = charset(font);
  let out = '';
  for (const ch of value.replace(/[\r\n\t]+/g, ' ')) {
    if (set.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const lower = ch.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin !== undefined) {
      out += ch !== lower && latin ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every((c) => set.has(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}
