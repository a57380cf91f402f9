import type { PDFFont } from 'pdf-lib';
import { toFontText } from '../history/pdf-text';

/** Shortens a text with an ellipsis until it fits the width (for cells that keep to one line). */
export function fit(font: PDFFont, value: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  const ellipsis = '…';
  let end = value.length;
  while (end > 0 && font.widthOfTextAtSize(value.slice(0, end) + ellipsis, size) > width) end--;
  return value.slice(0, end).trimEnd() + ellipsis;
}

/**
 * The text as lines no wider than the width, in characters the font can draw. Lines break at spaces
 * and at the text's own line breaks; a single word wider than the line (a long URL or name) is cut
 * where it has to be, so nothing ever runs past the margin.
 */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const widthOf = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of toFontText(font, paragraph).split(' ').filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (widthOf(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (widthOf(line) > width) {
        const chars = [...line];
        let end = chars.length - 1;
        while (end > 1 && widthOf(chars.slice(0, end).join('')) > width) end--;
        lines.push(chars.slice(0, end).join(''));
        line = chars.slice(end).join('');
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
