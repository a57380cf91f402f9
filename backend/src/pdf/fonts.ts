import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// backend/assets/fonts, from the sources and from the build alike.
const FONTS_DIR = join(__dirname, '..', '..', 'assets', 'fonts');

/**
 * The DejaVu faces we ship. They draw Latin and Cyrillic alike, so one printout serves every
 * interface language; the serif faces give the certificate its formal headings.
 */
const FACES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  serifItalic: 'DejaVuSerif-Italic.ttf',
} as const;

export type FontFace = keyof typeof FACES;

const files = new Map<FontFace, Promise<Buffer>>();

function fontFile(face: FontFace): Promise<Buffer> {
  let file = files.get(face);
  if (!file) {
    file = readFile(join(FONTS_DIR, FACES[face]));
    // A failed read is not cached, so a later printout can try again.
    file.catch(() => files.delete(face));
    files.set(face, file);
  }
  return file;
}

/** Embeds the given faces into the document, each subset to the glyphs it draws (a few kilobytes instead of the whole font). */
export async function embedFonts<F extends FontFace>(doc: PDFDocument, faces: readonly F[]): Promise<Record<F, PDFFont>> {
  doc.registerFontkit(fontkit);
  const entries = await Promise.all(faces.map(async (face) => [face, await doc.embedFont(await fontFile(face), { subset: true })] as const));
  return Object.fromEntries(entries) as Record<F, PDFFont>;
}
