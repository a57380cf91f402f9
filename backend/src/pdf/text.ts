import type { PDFFont } from 'pdf-lib';
import { toFontText } from './font-text';

/** Shortens a text with an ellipsis until it fits the width (for cells that keep to one line). */
export function fit(font: PDFFont, value: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  const ellipsis = '…';
  let end = value.length;
  while (end > 0 && font.widthOfTextAtSize(value.slice(0, end) + ellipsis, size) > width) end--;
  return value.slice(0, end).trimEnd() + ellipsis;
}

// Widths of words at size 1, per font: wrapping measures the same words again and again.
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();

function unitWidth(font: PDFFont, word: string): number {
  let widths = wordWidths.get(font);
  if (!widths) {
    widths = new Map();
    wordWidths.set(font, widths);
  }
  let width = widths.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    widths.set(word, width);
  }
  return width;
}

/** A word wider than the line (a long URL or name) is cut where it has to be, so nothing runs past the margin. */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  // A line's width is the sum of its words' and spaces' widths (the fonts we embed have no ligatures across a space).
  const space = unitWidth(font, ' ') * size;
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const word of toFontText(font, paragraph).split(' ').filter(Boolean)) {
      const wordWidth = unitWidth(font, word) * size;
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      while (lineWidth > width) {
        const chars = [...line];
        let end = chars.length - 1;
        while (end > 1 && font.widthOfTextAtSize(chars.slice(0, end).join(''), size) > width) end--;
        lines.push(chars.slice(0, end).join(''));
        line = chars.slice(end).join('');
        lineWidth = font.widthOfTextAtSize(line, size);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
