import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedFonts } from '../pdf/fonts';
import { fit } from '../pdf/text';
import { toFontText } from '../pdf/font-text';

export interface HistoryPdfLabels {
  title: string;
  student: string;
  printedOn: string;
  test: string;
  mode: string;
  score: string;
  completedOn: string;
  /** e.g. 'Page 2 of 3' */
  page: (page: number, pages: number) => string;
}

/** One completed test, already formatted for the reader (score as '85%' or 'N/A'). */
export interface HistoryPdfRow {
  testName: string;
  mode: string;
  score: string;
  completedOn: string;
  /** the result per strand on one line ('Algebra 60% · Geometry 100%'), printed under the row; '' for none */
  strands?: string;
}

export interface HistoryPdfInput {
  /** BCP 47 language of the texts, written into the document's metadata */
  lang: string;
  portalName: string;
  studentName: string;
  printedAt: Date;
  /** printedAt as the reader writes dates */
  printedOn: string;
  labels: HistoryPdfLabels;
  rows: HistoryPdfRow[];
}

// US Letter portrait, in points, like every PDF of the portal.
const PAGE = { width: 612, height: 792, margin: 48 };
const ROW_HEIGHT = 18;
const FONT_SIZE = 9.5;
const FOOTER_SPACE = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.36);
const STRIPE = rgb(0.95, 0.95, 0.96);
const RULE = rgb(0.75, 0.75, 0.78);

interface ColumnSpec {
  key: Exclude<keyof HistoryPdfRow, 'strands'>;
  label: (l: HistoryPdfLabels) => string;
  /** the least width; a header that needs more gets it (the test name gives it up) */
  width: number;
  align: 'left' | 'right';
}

interface Column extends ColumnSpec {
  /** the width in this document, wide enough for its header in the labels' language */
  width: number;
}

const COLUMN_SPECS: ColumnSpec[] = [
  { key: 'testName', label: (l) => l.test, width: 190, align: 'left' },
  { key: 'mode', label: (l) => l.mode, width: 110, align: 'left' },
  { key: 'score', label: (l) => l.score, width: 64, align: 'right' },
  { key: 'completedOn', label: (l) => l.completedOn, width: 135, align: 'left' },
];
const CELL_PAD = 6;
const TABLE_WIDTH = PAGE.width - 2 * PAGE.margin;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Flows over as many Letter pages as it needs, its header repeated on each page and 'Page n of N' at the foot. */
export async function writeHistoryPdf(input: HistoryPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = await embedFonts(doc, ['regular', 'bold']);
  const text = (font: PDFFont, value: string) => toFontText(font, value);
  const { labels } = input;
  const columns = layColumns(fonts.bold, labels);

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  y = drawTitleBlock(page, fonts, input, y, text);
  y = drawTableHeader(page, fonts, labels, columns, y, text);

  input.rows.forEach((row, index) => {
    const height = row.strands ? 2 * ROW_HEIGHT - 4 : ROW_HEIGHT;
    if (y - height < PAGE.margin + FOOTER_SPACE) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      y = drawRunningHeader(page, fonts, input, y, text);
      y = drawTableHeader(page, fonts, labels, columns, y, text);
    }
    if (index % 2 === 1) page.drawRectangle({ x: PAGE.margin, y: y - height, width: TABLE_WIDTH, height, color: STRIPE });
    drawCells(page, fonts.regular, columns, row, y, text);
    if (row.strands) {
      const line = fit(fonts.regular, text(fonts.regular, row.strands), FONT_SIZE - 1.5, TABLE_WIDTH - 4 * CELL_PAD);
      page.drawText(line, { x: PAGE.margin + 3 * CELL_PAD, y: y - 2 * ROW_HEIGHT + 9, size: FONT_SIZE - 1.5, font: fonts.regular, color: MUTED });
    }
    y -= height;
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = text(fonts.regular, labels.page(i + 1, pages.length));
    const width = fonts.regular.widthOfTextAtSize(footer, 9);
    p.drawText(footer, { x: PAGE.width - PAGE.margin - width, y: PAGE.margin - 16, size: 9, font: fonts.regular, color: MUTED });
  });

  doc.setTitle(`${labels.title}: ${input.studentName}`, { showInWindowTitleBar: true });
  doc.setAuthor(input.portalName);
  doc.setSubject(labels.title);
  doc.setCreator(input.portalName);
  doc.setLanguage(input.lang);
  doc.setCreationDate(input.printedAt);
  doc.setModificationDate(input.printedAt);
  return doc.save();
}

/** Each column is at least as wide as its header in the labels' language (Russian ones are longer); the test name takes the rest. */
function layColumns(bold: PDFFont, labels: HistoryPdfLabels): Column[] {
  const columns = COLUMN_SPECS.map((spec) => ({
    ...spec,
    width: Math.max(spec.width, Math.ceil(bold.widthOfTextAtSize(toFontText(bold, spec.label(labels)), FONT_SIZE)) + 2 * CELL_PAD),
  }));
  const others = columns.filter((c) => c.key !== 'testName').reduce((sum, c) => sum + c.width, 0);
  columns.find((c) => c.key === 'testName')!.width = TABLE_WIDTH - others;
  return columns;
}

function drawTitleBlock(page: PDFPage, fonts: Fonts, input: HistoryPdfInput, top: number, text: (f: PDFFont, s: string) => string): number {
  let y = top - 16;
  page.drawText(text(fonts.bold, input.portalName), { x: PAGE.margin, y, size: 16, font: fonts.bold, color: INK });
  y -= 24;
  page.drawText(text(fonts.bold, input.labels.title), { x: PAGE.margin, y, size: 13, font: fonts.bold, color: INK });
  y -= 20;
  y = drawField(page, fonts, input.labels.student, input.studentName, y, text);
  y = drawField(page, fonts, input.labels.printedOn, input.printedOn, y, text);
  return y - 10;
}

function drawField(page: PDFPage, fonts: Fonts, label: string, value: string, y: number, text: (f: PDFFont, s: string) => string): number {
  const caption = `${text(fonts.bold, label)}: `;
  page.drawText(caption, { x: PAGE.margin, y, size: 10, font: fonts.bold, color: INK });
  page.drawText(text(fonts.regular, value), { x: PAGE.margin + fonts.bold.widthOfTextAtSize(caption, 10), y, size: 10, font: fonts.regular, color: INK });
  return y - 15;
}

/** Later pages name the portal and the student again, so a loose page still says whose it is. */
function drawRunningHeader(page: PDFPage, fonts: Fonts, input: HistoryPdfInput, top: number, text: (f: PDFFont, s: string) => string): number {
  const line = `${input.portalName} · ${input.labels.title} · ${input.studentName}`;
  page.drawText(fit(fonts.regular, text(fonts.regular, line), 9, TABLE_WIDTH), { x: PAGE.margin, y: top - 10, size: 9, font: fonts.regular, color: MUTED });
  return top - 24;
}

function drawTableHeader(
  page: PDFPage,
  fonts: Fonts,
  labels: HistoryPdfLabels,
  columns: Column[],
  top: number,
  text: (f: PDFFont, s: string) => string,
): number {
  const header = Object.fromEntries(columns.map((c) => [c.key, text(fonts.bold, c.label(labels))])) as unknown as HistoryPdfRow;
  drawCells(page, fonts.bold, columns, header, top, (_f, s) => s);
  const y = top - ROW_HEIGHT;
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + TABLE_WIDTH, y }, thickness: 0.8, color: RULE });
  return y;
}

function drawCells(page: PDFPage, font: PDFFont, columns: Column[], row: HistoryPdfRow, top: number, text: (f: PDFFont, s: string) => string): void {
  let x = PAGE.margin;
  const baseline = top - ROW_HEIGHT + (ROW_HEIGHT - FONT_SIZE) / 2 + 2;
  for (const column of columns) {
    const value = fit(font, text(font, row[column.key]), FONT_SIZE, column.width - 2 * CELL_PAD);
    const width = font.widthOfTextAtSize(value, FONT_SIZE);
    const at = column.align === 'right' ? x + column.width - CELL_PAD - width : x + CELL_PAD;
    page.drawText(value, { x: at, y: baseline, size: FONT_SIZE, font, color: INK });
    x += column.width;
  }
}
