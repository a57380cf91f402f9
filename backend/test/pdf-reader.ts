import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, type PDFPage } from 'pdf-lib';

type Decoder = (hex: string) => string;

const latin1: Decoder = (hex) => Buffer.from(hex, 'hex').toString('latin1');

function streamText(doc: PDFDocument, ref: unknown): string {
  const stream = ref instanceof PDFRawStream ? ref : doc.context.lookup(ref as PDFRef);
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';
}

/** The code → text table of a font's ToUnicode CMap (bfchar and bfrange sections). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), text(dst!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(lo!, 16);
      const first = parseInt(dst!, 16);
      for (let code = start; code <= parseInt(hi!, 16); code++) map.set(code, String.fromCodePoint(first + code - start));
    }
  }
  return map;
}

/** A decoder per font resource name: ToUnicode for embedded fonts (two-byte codes), latin1 otherwise. */
function fontDecoders(doc: PDFDocument, page: PDFPage): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmapRef = font.get(PDFName.of('ToUnicode'));
    if (!cmapRef) {
      decoders.set(name.asString(), latin1);
      continue;
    }
    const map = toUnicode(streamText(doc, cmapRef));
    decoders.set(name.asString(), (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
  }
  return decoders;
}

/**
 * The lines of text drawn on each page of a PDF written with pdf-lib (hex strings shown with Tj,
 * decoded through each font's ToUnicode map), so tests can read back what a reader would see.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const decoders = fontDecoders(doc, page);
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = refs.map((ref) => streamText(doc, ref)).join('\n');
    const lines: string[] = [];
    let decode: Decoder = latin1;
    for (const [, font, hex] of source.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (font) decode = decoders.get(font) ?? latin1;
      else lines.push(decode(hex!));
    }
    return lines;
  });
}

/** A line of text drawn on a page: where it starts, in which font (its resource name) and at what size. */
export interface PdfTextRun {
  text: string;
  font: string;
  size: number;
  x: number;
  y: number;
}

/** The text runs of each page with their positions, for tests about layout (what fits where). */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const decoders = fontDecoders(doc, page);
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = refs.map((ref) => streamText(doc, ref)).join('\n');
    const runs: PdfTextRun[] = [];
    let font = '';
    let size = 0;
    let x = 0;
    let y = 0;
    const ops = /\/([^\s/]+)\s+([\d.]+)\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g;
    for (const [, name, fontSize, tx, ty, hex] of source.matchAll(ops)) {
      if (name) {
        font = name;
        size = Number(fontSize);
      } else if (tx !== undefined) {
        x = Number(tx);
        y = Number(ty);
      } else {
        runs.push({ text: (decoders.get(`/${font}`) ?? latin1)(hex!), font, size, x, y });
      }
    }
    return runs;
  });
}

/** Each page's size in points, e.g. US Letter portrait is 612 × 792 (landscape 792 × 612). */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => page.getSize());
}

/** Whether a page is US Letter, either way round. */
export function isUsLetter(size: { width: number; height: number }): boolean {
  const [short, long] = [Math.min(size.width, size.height), Math.max(size.width, size.height)];
  return Math.abs(short - 612) < 0.5 && Math.abs(long - 792) < 0.5;
}
