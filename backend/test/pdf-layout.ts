import { PDFDocument } from 'pdf-lib';
import { embedFonts, type FontFace } from '../src/pdf/fonts';
import { pdfPageRuns, type PdfTextRun } from './pdf-reader';

/** A text run with its horizontal extent, measured with the font it was drawn in. */
export interface PdfTextBox extends PdfTextRun {
  right: number;
}

// Embedded font names are the face's name plus a random tag; the longer prefixes come first.
const FACES: [prefix: string, face: FontFace][] = [
  ['DejaVuSans-Bold-', 'bold'],
  ['DejaVuSans-', 'regular'],
  ['DejaVuSerif-Bold-', 'serifBold'],
  ['DejaVuSerif-Italic-', 'serifItalic'],
];

/** Every page's text runs with where each one ends, for tests that nothing runs past a margin. */
export async function pdfPageBoxes(bytes: Uint8Array): Promise<PdfTextBox[][]> {
  const fonts = await embedFonts(
    await PDFDocument.create(),
    FACES.map(([, face]) => face),
  );
  return (await pdfPageRuns(bytes)).map((runs) =>
    runs.map((run) => {
      const face = FACES.find(([prefix]) => run.font.startsWith(prefix))?.[1];
      if (!face) throw new Error(`text drawn in an unexpected font: ${run.font}`);
      return { ...run, right: run.x + fonts[face].widthOfTextAtSize(run.text, run.size) };
    }),
  );
}
