import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { toFontText } from '../../pdf/font-text';
import { type Lang, type MessageKey, t } from '../../i18n/i18n';
import { embedFonts } from '../../pdf/fonts';
import { fit, wrap } from '../../pdf/text';

/** A service or office: its name and what it does for a student. */
export interface ResourceEntry {
  title: string;
  text: string;
}

/** A part of the document: entries (named services), bullets (tips), or both. */
export interface ResourceSection {
  heading: string;
  intro?: string;
  entries?: ResourceEntry[];
  bullets?: string[];
}

/** The blank table at the end, for the student to write contacts into. */
export interface ResourceContactsTable {
  heading: string;
  intro: string;
  /** the column headings, left to right */
  columns: string[];
  /** how many blank rows to print */
  rows: number;
}

export interface ResourcePdfLabels {
  title: string;
  subtitle: string;
  institution: string;
  student: string;
  printedOn: string;
  /** the opening paragraph, which names the institution */
  intro: (institution: string) => string;
  disclaimer: string;
  /** e.g. 'Page 2 of 3' */
  page: (page: number, pages: number) => string;
}

/** Everything of the resource document that depends only on the language. */
export interface ResourcePdfTexts {
  /** BCP 47 language of the texts, written into the document's metadata */
  lang: string;
  portalName: string;
  labels: ResourcePdfLabels;
  sections: ResourceSection[];
  contacts: ResourceContactsTable;
}

export interface ResourcePdfInput extends ResourcePdfTexts {
  /** the student's name; left out of the document when empty */
  studentName: string;
  /** the institution chosen in step 1 */
  institution: string;
  /** the printing date as the reader writes dates */
  printedOn: string;
  /** written into the metadata; defaults to now */
  printedAt?: Date;
}

const CAMPUS = ['advising', 'testing', 'tutoring', 'writingLab', 'mathLab', 'disability', 'financialAid', 'counseling', 'library', 'career'] as const;
const COMMUNITY = ['publicLibrary', 'workforce', 'twoOneOne', 'adultEd'] as const;
const TEST_DAY_TIPS = 7;
const SUCCESS_TIPS = 8;
const CONTACT_ROWS = 8;

type ResourceKey = MessageKey extends infer K ? (K extends `paa.pdf.resource.${infer Name}` ? Name : never) : never;

/** The resource document's texts in the given language, from the server's translations. */
export function resourceTexts(lang: Lang): ResourcePdfTexts {
  const text = (key: ResourceKey) => t(lang, `paa.pdf.resource.${key}`);
  const entries = (group: 'campus' | 'community', ids: readonly string[]) =>
    ids.map((id) => ({ title: text(`${group}.${id}.title` as ResourceKey), text: text(`${group}.${id}.text` as ResourceKey) }));
  const tips = (group: 'testDay' | 'success', count: number) => Array.from({ length: count }, (_, i) => text(`${group}.${i + 1}` as ResourceKey));
  return {
    lang,
    portalName: t(lang, 'history.pdf.portalName'),
    labels: {
      title: text('title'),
      subtitle: text('subtitle'),
      institution: text('institution'),
      student: text('student'),
      printedOn: text('printedOn'),
      intro: (institution) => t(lang, 'paa.pdf.resource.intro', { institution }),
      disclaimer: text('disclaimer'),
      page: (page, pages) => t(lang, 'paa.pdf.page', { page, pages }),
    },
    sections: [
      { heading: text('campus.heading'), entries: entries('campus', CAMPUS) },
      { heading: text('community.heading'), entries: entries('community', COMMUNITY) },
      { heading: text('testDay.heading'), bullets: tips('testDay', TEST_DAY_TIPS) },
      { heading: text('success.heading'), bullets: tips('success', SUCCESS_TIPS) },
    ],
    contacts: {
      heading: text('contacts.heading'),
      intro: text('contacts.intro'),
      columns: [text('contacts.office'), text('contacts.phone'), text('contacts.where'), text('contacts.notes')],
      rows: CONTACT_ROWS,
    },
  };
}

// US Letter portrait, in points.
const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.margin + 24;
const NAVY = rgb(0.11, 0.2, 0.38);
const GOLD = rgb(0.72, 0.57, 0.27);
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.36, 0.36, 0.4);
const PANEL = rgb(0.95, 0.96, 0.98);
const RULE = rgb(0.72, 0.74, 0.8);

const BODY = { size: 10, leading: 13.5 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serifBold: PDFFont;
}

/** Flows over as many Letter pages as it needs, with the institution and 'Page n of N' on every page. */
export async function writeResourcePdf(input: ResourcePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = await embedFonts(doc, ['regular', 'bold', 'serifBold']);
  const flow = new Flow(doc, fonts, input);

  flow.titleBlock();
  flow.paragraph(input.labels.intro(input.institution), { gapAfter: 6 });
  for (const section of input.sections) flow.section(section);
  flow.contactsTable(input.contacts);
  flow.paragraph(input.labels.disclaimer, { size: 8.5, color: MUTED, gapBefore: 10 });
  flow.footers();

  const printedAt = input.printedAt ?? new Date();
  doc.setTitle(`${input.labels.title}: ${input.institution}`, { showInWindowTitleBar: true });
  doc.setSubject(input.labels.subtitle);
  doc.setAuthor(input.portalName);
  doc.setCreator(input.portalName);
  doc.setLanguage(input.lang);
  doc.setCreationDate(printedAt);
  doc.setModificationDate(printedAt);
  return doc.save();
}

interface ParagraphStyle {
  size?: number;
  font?: PDFFont;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  gapBefore?: number;
  gapAfter?: number;
}

/** A cursor down the pages: each block asks for the room it needs and starts a new page when it is not there. */
class Flow {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly input: ResourcePdfInput,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  titleBlock(): void {
    const { fonts, input } = this;
    this.text(fit(fonts.bold, toFontText(fonts.bold, input.portalName.toUpperCase()), 8.5, CONTENT_WIDTH), PAGE.margin, this.y - 8, fonts.bold, 8.5, NAVY);
    this.y -= 22;
    // A title a little too long for the line reads better smaller than broken in two.
    const titleSize = shrinkToFit(fonts.serifBold, [toFontText(fonts.serifBold, input.labels.title)], 22, 18, CONTENT_WIDTH);
    for (const line of wrap(fonts.serifBold, input.labels.title, titleSize, CONTENT_WIDTH)) {
      this.y -= titleSize;
      this.text(line, PAGE.margin, this.y, fonts.serifBold, titleSize, NAVY);
      this.y -= 4;
    }
    for (const line of wrap(fonts.regular, input.labels.subtitle, 9.5, CONTENT_WIDTH)) {
      this.y -= 13;
      this.text(line, PAGE.margin, this.y, fonts.regular, 9.5, MUTED);
    }
    this.y -= 10;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.margin + 90, y: this.y }, thickness: 2, color: GOLD });
    this.y -= 14;
    this.institutionPanel();
  }

  /** The chosen institution, large in a shaded panel, with whom and when it was printed for. */
  private institutionPanel(): void {
    const { fonts, input } = this;
    const pad = 12;
    const inner = CONTENT_WIDTH - 2 * pad;
    const name = wrap(fonts.bold, input.institution, 14, inner);
    const details = [
      ...(input.studentName.trim() ? [[input.labels.student, input.studentName] as const] : []),
      [input.labels.printedOn, input.printedOn] as const,
    ].flatMap(([label, value]) => wrap(fonts.regular, `${label}: ${value}`, 9.5, inner));
    const height = pad + 12 + name.length * 18 + details.length * 13 + pad;
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: PANEL });
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: 3, height, color: NAVY });
    let y = this.y - pad - 8;
    this.text(toFontText(fonts.regular, input.labels.institution), PAGE.margin + pad, y, fonts.regular, 8.5, MUTED);
    for (const line of name) {
      y -= 18;
      this.text(line, PAGE.margin + pad, y, fonts.bold, 14, NAVY);
    }
    y -= 4;
    for (const line of details) {
      y -= 13;
      this.text(line, PAGE.margin + pad, y, fonts.regular, 9.5, INK);
    }
    this.y -= height + 16;
  }

  section(section: ResourceSection): void {
    const { fonts } = this;
    // A heading stays with the first lines below it.
    this.ensure(20 + 16 + 3 * BODY.leading);
    this.y -= 8;
    for (const line of wrap(fonts.bold, section.heading, 13.5, CONTENT_WIDTH)) {
      this.y -= 16;
      this.text(line, PAGE.margin, this.y, fonts.bold, 13.5, NAVY);
    }
    this.y -= 5;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.margin + CONTENT_WIDTH, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 6;
    if (section.intro) this.paragraph(section.intro, { gapAfter: 4 });
    for (const entry of section.entries ?? []) this.entry(entry);
    for (const bullet of section.bullets ?? []) this.bullet(bullet);
    this.y -= 6;
  }

  /** A service's name and its few lines stay together, so no page starts with the last word of a description. */
  private entry(entry: ResourceEntry): void {
    const lines = wrap(this.fonts.regular, entry.text, BODY.size, CONTENT_WIDTH).length;
    const titleLines = wrap(this.fonts.bold, entry.title, 10.5, CONTENT_WIDTH).length;
    this.ensure(5 + titleLines * 10.5 * (BODY.leading / BODY.size) + 1 + Math.min(lines, 8) * BODY.leading);
    this.paragraph(entry.title, { font: this.fonts.bold, size: 10.5, gapBefore: 5, color: INK });
    this.paragraph(entry.text, { gapBefore: 1 });
  }

  private bullet(value: string): void {
    const indent = 14;
    const lines = wrap(this.fonts.regular, value, BODY.size, CONTENT_WIDTH - indent);
    this.ensure(BODY.leading * Math.min(lines.length, 6) + 4);
    this.y -= 4;
    lines.forEach((line, i) => {
      this.ensure(BODY.leading);
      this.y -= BODY.leading;
      if (i === 0) this.page.drawCircle({ x: PAGE.margin + 4, y: this.y + 3.2, size: 1.8, color: GOLD });
      this.text(line, PAGE.margin + indent, this.y, this.fonts.regular, BODY.size, INK);
    });
  }

  paragraph(value: string, style: ParagraphStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? BODY.size;
    const leading = size * (BODY.leading / BODY.size);
    const indent = style.indent ?? 0;
    this.y -= style.gapBefore ?? 0;
    for (const line of wrap(font, value, size, CONTENT_WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.text(line, PAGE.margin + indent, this.y, font, size, style.color ?? INK);
    }
    this.y -= style.gapAfter ?? 0;
  }

  /** The heading, its line of explanation and the whole blank table stay together on one page. */
  contactsTable(table: ResourceContactsTable): void {
    const { fonts } = this;
    const rowHeight = 30;
    const headerHeight = 20;
    const columnWidth = CONTENT_WIDTH / Math.max(1, table.columns.length);
    const headerSize = shrinkToFit(
      fonts.bold,
      table.columns.map((c) => toFontText(fonts.bold, c)),
      9,
      7,
      columnWidth - 10,
    );
    this.ensure(24 + 2 * BODY.leading + headerHeight + table.rows * rowHeight + 8);
    this.y -= 8;
    for (const line of wrap(fonts.bold, table.heading, 13.5, CONTENT_WIDTH)) {
      this.y -= 16;
      this.text(line, PAGE.margin, this.y, fonts.bold, 13.5, NAVY);
    }
    this.paragraph(table.intro, { gapBefore: 4, gapAfter: 8 });

    const top = this.y;
    const bottom = top - headerHeight - table.rows * rowHeight;
    this.page.drawRectangle({ x: PAGE.margin, y: top - headerHeight, width: CONTENT_WIDTH, height: headerHeight, color: PANEL });
    table.columns.forEach((column, i) => {
      const label = fit(fonts.bold, toFontText(fonts.bold, column), headerSize, columnWidth - 10);
      this.text(label, PAGE.margin + i * columnWidth + 5, top - headerHeight + 6.5, fonts.bold, headerSize, NAVY);
    });
    for (let row = 0; row <= table.rows; row++) {
      const y = top - headerHeight - row * rowHeight;
      this.page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + CONTENT_WIDTH, y }, thickness: 0.6, color: RULE });
    }
    for (let i = 0; i <= table.columns.length; i++) {
      const x = PAGE.margin + i * columnWidth;
      this.page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.6, color: RULE });
    }
    this.page.drawLine({ start: { x: PAGE.margin, y: top }, end: { x: PAGE.margin + CONTENT_WIDTH, y: top }, thickness: 0.6, color: RULE });
    this.y = bottom - 4;
  }

  /** 'Page n of N' and the document's name at the foot of every page, once the page count is known. */
  footers(): void {
    const { fonts, input } = this;
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const number = toFontText(fonts.regular, input.labels.page(i + 1, pages.length));
      const numberWidth = fonts.regular.widthOfTextAtSize(number, 8.5);
      const y = PAGE.margin - 20;
      page.drawLine({ start: { x: PAGE.margin, y: y + 12 }, end: { x: PAGE.margin + CONTENT_WIDTH, y: y + 12 }, thickness: 0.5, color: RULE });
      const name = fit(fonts.regular, toFontText(fonts.regular, `${input.portalName} · ${input.labels.title}`), 8.5, CONTENT_WIDTH - numberWidth - 20);
      page.drawText(name, { x: PAGE.margin, y, size: 8.5, font: fonts.regular, color: MUTED });
      page.drawText(number, { x: PAGE.margin + CONTENT_WIDTH - numberWidth, y, size: 8.5, font: fonts.regular, color: MUTED });
    });
  }

  /** Starts a new page unless the given height still fits above the footer. */
  private ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.runningHeader();
  }

  /** Later pages name the institution again, so a loose page still says whose guide it is. */
  private runningHeader(): void {
    const { fonts, input } = this;
    const line = fit(fonts.regular, toFontText(fonts.regular, `${input.labels.title} · ${input.institution}`), 8.5, CONTENT_WIDTH);
    this.text(line, PAGE.margin, this.y - 8, fonts.regular, 8.5, MUTED);
    this.y -= 14;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.margin + CONTENT_WIDTH, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 8;
  }

  private text(value: string, x: number, y: number, font: PDFFont, size: number, color: ReturnType<typeof rgb>): void {
    this.page.drawText(value, { x, y, size, font, color });
  }
}

/** The largest size from max down to min at which every text fits the width. */
function shrinkToFit(font: PDFFont, texts: string[], max: number, min: number, width: number): number {
  let size = max;
  while (size > min && texts.some((text) => font.widthOfTextAtSize(text, size) > width)) size -= 0.5;
  return size;
}
