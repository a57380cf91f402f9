import { PDFDocument, type PDFFont, type PDFPage, PDFString, rgb } from 'pdf-lib';
import { toFontText } from '../../pdf/font-text';
import { type Lang, type MessageKey, t } from '../../i18n/i18n';
import { embedFonts } from '../../pdf/fonts';
import { fit, wrap } from '../../pdf/text';

export interface CertificatePdfLabels {
  /** 'Certificate of Completion' */
  title: string;
  /** 'Pre-Assessment Activity' */
  activity: string;
  /** 'Texas Success Initiative Pre-Assessments 2.0' */
  programme: string;
  /** the words before the student's name: 'This certifies that' */
  presentedTo: string;
  /** the sentence after the name: what was completed */
  statement: string;
  institution: string;
  completedOn: string;
  verificationCode: string;
  /** the words before the verification URL */
  verifyAt: string;
  /** the word inside the seal */
  seal: string;
  /** practice and familiarization only, not for placement */
  practiceOnly: string;
}

/** Everything of the certificate that depends only on the language. */
export interface CertificatePdfTexts {
  /** BCP 47 language of the texts, written into the document's metadata */
  lang: string;
  portalName: string;
  labels: CertificatePdfLabels;
}

export interface CertificatePdfInput extends CertificatePdfTexts {
  studentName: string;
  institution: string;
  /** the completion date as the reader writes dates */
  completedOn: string;
  verificationCode: string;
  /** where an advisor can check the code */
  verifyUrl: string;
  /** written into the metadata; defaults to now */
  issuedAt?: Date;
}

type CertificateKey = MessageKey extends infer K ? (K extends `paa.pdf.certificate.${infer Name}` ? Name : never) : never;

/** The certificate's texts in the given language, from the server's translations. */
export function certificateTexts(lang: Lang): CertificatePdfTexts {
  const key = (name: CertificateKey) => t(lang, `paa.pdf.certificate.${name}`);
  return {
    lang,
    portalName: t(lang, 'history.pdf.portalName'),
    labels: {
      title: key('title'),
      activity: key('activity'),
      programme: key('programme'),
      presentedTo: key('presentedTo'),
      statement: key('statement'),
      institution: key('institution'),
      completedOn: key('completedOn'),
      verificationCode: key('verificationCode'),
      verifyAt: key('verifyAt'),
      seal: key('seal'),
      practiceOnly: key('practiceOnly'),
    },
  };
}

// US Letter, landscape, in points.
const PAGE = { width: 792, height: 612 };
const CENTER = PAGE.width / 2;
const NAVY = rgb(0.11, 0.2, 0.38);
const GOLD = rgb(0.72, 0.57, 0.27);
const GOLD_DARK = rgb(0.52, 0.39, 0.13);
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.36, 0.36, 0.4);
const PAPER = rgb(0.995, 0.988, 0.965);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
}

/** One landscape Letter page; it says the portal is practice only and gives the verification code with its address. */
export async function writeCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = await embedFonts(doc, ['regular', 'bold', 'serifBold', 'serifItalic']);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { labels } = input;

  drawFrame(page);

  const portal = toFontText(fonts.bold, input.portalName.toUpperCase());
  centered(page, fit(fonts.bold, portal, 9.5, 560), 532, fonts.bold, 9.5, NAVY);

  const title = toFontText(fonts.serifBold, labels.title);
  const titleSize = shrinkToFit(fonts.serifBold, title, 36, 22, 620);
  centered(page, fit(fonts.serifBold, title, titleSize, 620), 476, fonts.serifBold, titleSize, NAVY);
  drawOrnamentRule(page, 456);

  let y = centeredLines(page, labels.activity, 428, fonts.bold, { size: 15, min: 11, width: 620, lineHeight: 18, maxLines: 2, color: GOLD_DARK });
  y = centeredLines(page, labels.programme, y - 18, fonts.regular, { size: 11, min: 9, width: 620, lineHeight: 14, maxLines: 1, color: MUTED });

  y = centeredLines(page, labels.presentedTo, y - 40, fonts.serifItalic, { size: 13, min: 10, width: 580, lineHeight: 16, maxLines: 1, color: INK });
  y = drawName(page, fonts.serifBold, input.studentName, y - 16);
  centeredLines(page, labels.statement, y - 10, fonts.regular, { size: 11, min: 9.5, width: 600, lineHeight: 14.5, maxLines: 3, color: INK });

  drawSignatureBlock(page, fonts, input.institution, labels.institution, CENTER - 205, 270);
  drawSignatureBlock(page, fonts, input.completedOn, labels.completedOn, CENTER + 205, 270);
  drawSeal(page, fonts, labels.seal);

  drawVerification(doc, page, fonts, input);
  centeredLines(page, labels.practiceOnly, 58, fonts.serifItalic, { size: 8.5, min: 7, width: 660, lineHeight: 10.5, maxLines: 2, color: MUTED });

  const issuedAt = input.issuedAt ?? new Date();
  doc.setTitle(`${labels.title}: ${input.studentName}`, { showInWindowTitleBar: true });
  doc.setSubject(`${labels.activity} · ${labels.programme}`);
  doc.setAuthor(input.portalName);
  doc.setCreator(input.portalName);
  doc.setKeywords([input.verificationCode]);
  doc.setLanguage(input.lang);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  return doc.save();
}

/** A navy outer frame, a fine gold inner one, and a diamond in each corner. */
function drawFrame(page: PDFPage): void {
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: PAPER });
  page.drawRectangle({ x: 20, y: 20, width: PAGE.width - 40, height: PAGE.height - 40, borderColor: NAVY, borderWidth: 6 });
  page.drawRectangle({ x: 31, y: 31, width: PAGE.width - 62, height: PAGE.height - 62, borderColor: GOLD, borderWidth: 1.2 });
  page.drawRectangle({ x: 35, y: 35, width: PAGE.width - 70, height: PAGE.height - 70, borderColor: GOLD, borderWidth: 0.4 });
  for (const [x, y] of [
    [33, 33],
    [PAGE.width - 33, 33],
    [33, PAGE.height - 33],
    [PAGE.width - 33, PAGE.height - 33],
  ] as const) {
    diamond(page, x, y, 9, NAVY);
    diamond(page, x, y, 4.5, GOLD);
  }
}

function diamond(page: PDFPage, x: number, y: number, r: number, color: ReturnType<typeof rgb>): void {
  page.drawSvgPath(`M 0 ${-r} L ${r} 0 L 0 ${r} L ${-r} 0 Z`, { x, y, color });
}

function drawOrnamentRule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: CENTER - 120, y }, end: { x: CENTER - 12, y }, thickness: 1, color: GOLD });
  page.drawLine({ start: { x: CENTER + 12, y }, end: { x: CENTER + 120, y }, thickness: 1, color: GOLD });
  diamond(page, CENTER, y, 5, GOLD);
}

/** The name as large as it fits on one line; a very long one goes to a smaller size over two lines. */
function drawName(page: PDFPage, font: PDFFont, name: string, top: number): number {
  const value = toFontText(font, name.trim());
  const width = 600;
  const size = shrinkToFit(font, value, 32, 20, width);
  const lines = font.widthOfTextAtSize(value, size) <= width ? [value] : wrap(font, value, 20, width);
  const shown = lines.length > 2 ? [lines[0]!, fit(font, lines.slice(1).join(' '), 20, width)] : lines;
  let y = top - size;
  shown.forEach((line, i) => {
    if (i > 0) y -= size * 1.15;
    centered(page, line, y, font, size, NAVY);
  });
  const ruleWidth = Math.min(width, Math.max(300, ...shown.map((l) => font.widthOfTextAtSize(l, size) + 60)));
  page.drawLine({ start: { x: CENTER - ruleWidth / 2, y: y - 10 }, end: { x: CENTER + ruleWidth / 2, y: y - 10 }, thickness: 0.8, color: GOLD });
  return y - 18;
}

/** A value over a rule with its caption below, as signature lines are set on a certificate. */
function drawSignatureBlock(page: PDFPage, fonts: Fonts, value: string, caption: string, center: number, width: number): void {
  const ruleY = 166;
  const size = shrinkToFit(fonts.bold, toFontText(fonts.bold, value), 12.5, 10, width);
  const lines = wrap(fonts.bold, value, size, width);
  // An institution's full name matters more than its size: three lines before anything is cut.
  const shown = lines.length > 3 ? [...lines.slice(0, 2), fit(fonts.bold, lines.slice(2).join(' '), size, width)] : lines;
  shown.forEach((line, i) => {
    const y = ruleY + 8 + (shown.length - 1 - i) * (size + 3);
    centered(page, line, y, fonts.bold, size, INK, center);
  });
  page.drawLine({ start: { x: center - width / 2, y: ruleY }, end: { x: center + width / 2, y: ruleY }, thickness: 0.8, color: NAVY });
  centered(page, fit(fonts.regular, toFontText(fonts.regular, caption), 9, width), ruleY - 13, fonts.regular, 9, MUTED, center);
}

function drawSeal(page: PDFPage, fonts: Fonts, word: string): void {
  const y = 180;
  page.drawCircle({ x: CENTER, y, size: 42, color: GOLD });
  page.drawCircle({ x: CENTER, y, size: 37, borderColor: PAPER, borderWidth: 1 });
  page.drawCircle({ x: CENTER, y, size: 33, color: NAVY });
  centered(page, 'PAA', y + 2, fonts.serifBold, 17, PAPER);
  const text = toFontText(fonts.bold, word.toUpperCase());
  const size = shrinkToFit(fonts.bold, text, 7.5, 5.5, 52);
  centered(page, fit(fonts.bold, text, size, 52), y - 12, fonts.bold, size, PAPER);
}

function drawVerification(doc: PDFDocument, page: PDFPage, fonts: Fonts, input: CertificatePdfInput): void {
  const caption = `${toFontText(fonts.regular, input.labels.verificationCode)}: `;
  const code = toFontText(fonts.bold, input.verificationCode);
  const captionWidth = fonts.regular.widthOfTextAtSize(caption, 10);
  const x = CENTER - (captionWidth + fonts.bold.widthOfTextAtSize(code, 10.5)) / 2;
  page.drawText(caption, { x, y: 118, size: 10, font: fonts.regular, color: MUTED });
  page.drawText(code, { x: x + captionWidth, y: 118, size: 10.5, font: fonts.bold, color: NAVY });
  const line = wrap(fonts.regular, input.labels.verifyAt, 8.5, 660).join(' ');
  centered(page, fit(fonts.regular, line, 8.5, 660), 103, fonts.regular, 8.5, MUTED);
  const url = fit(fonts.regular, toFontText(fonts.regular, input.verifyUrl), 8.5, 660);
  centered(page, url, 92, fonts.regular, 8.5, NAVY);
  if (/^https?:\/\//i.test(input.verifyUrl)) {
    const width = fonts.regular.widthOfTextAtSize(url, 8.5);
    linkArea(doc, page, input.verifyUrl, [CENTER - width / 2, 89, CENTER + width / 2, 101]);
  }
}

/** Makes a rectangle of the page open the address when clicked in a PDF viewer. */
function linkArea(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

interface LineStyle {
  size: number;
  /** the smallest size the text may shrink to before it wraps */
  min: number;
  width: number;
  lineHeight: number;
  maxLines: number;
  color: ReturnType<typeof rgb>;
}

/** Draws a text centred from its first baseline down, shrinking then wrapping to fit; returns the last baseline. */
function centeredLines(page: PDFPage, value: string, top: number, font: PDFFont, style: LineStyle): number {
  const text = toFontText(font, value);
  const size = shrinkToFit(font, text, style.size, style.min, style.width);
  const lines = wrap(font, text, size, style.width);
  const shown =
    lines.length > style.maxLines ? [...lines.slice(0, style.maxLines - 1), fit(font, lines.slice(style.maxLines - 1).join(' '), size, style.width)] : lines;
  let y = top;
  shown.forEach((line, i) => {
    if (i > 0) y -= style.lineHeight * (size / style.size);
    centered(page, line, y, font, size, style.color);
  });
  return y;
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: ReturnType<typeof rgb>, center = CENTER): void {
  page.drawText(text, { x: center - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

/** The largest size from max down to min (in half points) at which the text fits the width on one line. */
function shrinkToFit(font: PDFFont, text: string, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 0.5;
  return size;
}
