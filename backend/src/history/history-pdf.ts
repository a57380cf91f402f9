import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedFonts } from '../pdf/fonts';
import { fit, wrap } from '../pdf/text';
import { toFontText } from '../pdf/font-text';

export interface HistoryPdfLabels {
  title: string;
  student: string;
  printedOn: string;
  test: string;
  mode: string;
  score: string;
  completedOn: string;
  /** that the portal is practice only and its results are not for placement, under the title */
  practiceOnly: string;
  /** e.g. 'Page 2 of 3' */
  page: (page: number, pages: number) => string;
}

/** One completed test, already formatted for the reader (score as '85%' or 'N/A'). */
export interface HistoryPdfRow {
  testName: string;
  mode: string;
  score: string;
  completedOn: string;
  /** the result per strand ('Algebra 60% · Geometry 100%'), printed under the row, wrapped as it needs; '' for none */
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
const STRAND_SIZE = FONT_SIZE - 1.5;
const STRAND_LINE = 11;
/** the test name keeps at least this much when a long score or date widens its column */
const TEST_NAME_MIN = 150;
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
  const columns = layColumns(fonts, labels, input.rows);

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  y = drawTitleBlock(page, fonts, input, y, text);
  y = drawTableHeader(page, fonts, labels, columns, y, text);

  input.rows.forEach((row, index) => {
    const strandLines = row.strands ? wrap(fonts.regular, row.strands, STRAND_SIZE, TABLE_WIDTH - 4 * CELL_PAD) : [];
    const height = ROW_HEIGHT + (strandLines.length ? strandLines.length * STRAND_LINE + 2 : 0);
    if (y - height < PAGE.margin + FOOTER_SPACE) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      y = drawRunningHeader(page, fonts, input, y, text);
      y = drawTableHeader(page, fonts, labels, columns, y, text);
    }
    if (index % 2 === 1) page.drawRectangle({ x: PAGE.margin, y: y - height, width: TABLE_WIDTH, height, color: STRIPE });
    drawCells(page, fonts.regular, columns, row, y, text);
    strandLines.forEach((line, i) => {
      page.drawText(line, {
        x: PAGE.margin + 3 * CELL_PAD,
        y: y - ROW_HEIGHT - (i + 1) * STRAND_LINE + 3,
        size: STRAND_SIZE,
        font: fonts.regular,
        color: MUTED,
      });
    });
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

/**
 * Each column but the test name's is as wide as its header and its widest value in the document's
 * language ("0 % (самооценка)" is long), while the test name keeps TEST_NAME_MIN; the test name takes the rest.
 */
function layColumns(fonts: Fonts, labels: HistoryPdfLabels, rows: HistoryPdfRow[]): Column[] {
  const widthOf = (font: PDFFont, value: string) => Math.ceil(font.widthOfTextAtSize(toFontText(font, value), FONT_SIZE)) + 2 * CELL_PAD;
  const columns = COLUMN_SPECS.map((spec) => ({
    ...spec,
    width: Math.max(
      spec.width,
      widthOf(fonts.bold, spec.label(labels)),
      ...(spec.key === 'testName' ? [] : rows.map((r) => widthOf(fonts.regular, r[spec.key]))),
    ),
  }));
  const others = columns.filter((c) => c.key !== 'testName');
  const spare = TABLE_WIDTH - TEST_NAME_MIN - others.reduce((sum, c) => sum + c.width, 0);
  // past the page's width the widest of the others give way, and their values are shortened
  if (spare < 0) for (const c of others) c.width = Math.floor(c.width * (1 + spare / (TABLE_WIDTH - TEST_NAME_MIN + -spare)));
  columns.find((c) => c.key === 'testName')!.width = TABLE_WIDTH - others.reduce((sum, c) => sum + c.width, 0);
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
  for (const line of wrap(fonts.regular, input.labels.practiceOnly, 9, TABLE_WIDTH)) {
    page.drawText(line, { x: PAGE.margin, y, size: 9, font: fonts.regular, color: MUTED });
    y -= 12;
  }
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
