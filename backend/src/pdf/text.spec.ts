import { PDFDocument, type PDFFont } from 'pdf-lib';
import { embedFonts } from './fonts';
import { fit, wrap } from './text';

describe('PDF text helpers', () => {
  let font: PDFFont;
  beforeAll(async () => {
    ({ regular: font } = await embedFonts(await PDFDocument.create(), ['regular']));
  });

  it('wraps a paragraph at spaces into lines that fit, keeping every word in order', () => {
    const text = 'Advisors help you choose courses that fit your goals and plan the order of your classes each term.';
    const lines = wrap(font, text, 10, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });

  it('keeps the text’s own line breaks and drops empty lines', () => {
    expect(wrap(font, 'First line\n\nSecond line', 10, 400)).toEqual(['First line', 'Second line']);
  });

  it('cuts a single word wider than the line (a long address) so it never runs past the margin', () => {
    const url = 'https://portal.example.org/verify-certificate/K7QM-2XPD-9T?lang=en&from=printed-certificate';
    const lines = wrap(font, url, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join('')).toBe(url);
  });

  it('draws Cyrillic as written and spells characters the font lacks in ones it has', () => {
    expect(wrap(font, 'Анна Щукина', 10, 400)).toEqual(['Анна Щукина']);
    expect(wrap(font, 'Tea \u{1F375} time', 10, 400)).toEqual(['Tea ? time']);
  });

  it('shortens a one-line text with an ellipsis only when it does not fit', () => {
    expect(fit(font, 'Short', 10, 200)).toBe('Short');
    const cut = fit(font, 'A name far too long for the narrow cell it has to sit in', 10, 100);
    expect(cut).toMatch(/…$/);
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(100);
  });
});
