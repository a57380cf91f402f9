import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { pdfPageBoxes } from '../../../test/pdf-layout';
import { pdfPageTexts } from '../../../test/pdf-reader';
import { type CertificatePdfInput, certificateTexts, writeCertificatePdf } from './certificate-pdf';

// US Letter landscape, with the frame drawn 20 points in from each edge.
const WIDTH = 792;
const HEIGHT = 612;
const FRAME = 36;

function input(overrides: Partial<CertificatePdfInput> = {}): CertificatePdfInput {
  return {
    ...certificateTexts('en'),
    studentName: 'Dana Student',
    institution: 'Austin Community College District',
    completedOn: 'November 24, 2026',
    verificationCode: 'K7QM-2XPD-9T',
    verifyUrl: 'https://portal.example.org/verify/K7QM-2XPD-9T',
    issuedAt: new Date('2026-11-24T15:00:00Z'),
    ...overrides,
  };
}

/** The page's text as one string, so sentences wrapped over lines can be found whole. */
const joined = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

describe('PAA certificate PDF', () => {
  it('is one landscape Letter page', async () => {
    const doc = await PDFDocument.load(await writeCertificatePdf(input()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: WIDTH, height: HEIGHT });
  });

  it('names the student, the institution, the date and the verification code with the address that checks it', async () => {
    const [page, ...rest] = await pdfPageTexts(await writeCertificatePdf(input()));
    expect(rest).toHaveLength(0);
    expect(page).toEqual(
      expect.arrayContaining([
        'TSIA2 PRACTICE PORTAL',
        'Certificate of Completion',
        'Pre-Assessment Activity',
        'Texas Success Initiative Pre-Assessments 2.0',
        'Dana Student',
        'Austin Community College District',
        'Institution',
        'November 24, 2026',
        'Date of completion',
        'K7QM-2XPD-9T',
        'https://portal.example.org/verify/K7QM-2XPD-9T',
      ]),
    );
  });

  it('says the portal is for familiarization only and not for placement', async () => {
    const text = joined((await pdfPageTexts(await writeCertificatePdf(input())))[0]!);
    expect(text).toContain('familiarization only');
    expect(text).toContain('not a substitute for the real TSIA2');
    expect(text).toContain('must not be used for course placement');
  });

  it('is written in Russian with a Cyrillic name as written', async () => {
    const bytes = await writeCertificatePdf(input({ ...certificateTexts('ru'), studentName: 'Анна Щукина', completedOn: '24 нояб. 2026 г.' }));
    const [page] = await pdfPageTexts(bytes);
    expect(page).toEqual(expect.arrayContaining(['Сертификат о прохождении', 'Анна Щукина', 'Учебное заведение', '24 нояб. 2026 г.', 'K7QM-2XPD-9T']));
    expect(joined(page!)).toContain('только для ознакомления');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Сертификат о прохождении: Анна Щукина');
  });

  it('sets a very long name and institution over more lines, inside the frame, without losing a word', async () => {
    const studentName = 'Maximiliana Guadalupe Alejandra de la Fuente-Montgomery Rodríguez y Villanueva';
    const institution = 'The University of Texas Health Science Center at San Antonio School of Nursing and Allied Health Professions';
    const bytes = await writeCertificatePdf(input({ studentName, institution }));
    const [boxes] = await pdfPageBoxes(bytes);
    for (const box of boxes!) {
      expect(box.x).toBeGreaterThanOrEqual(FRAME);
      expect(box.right).toBeLessThanOrEqual(WIDTH - FRAME);
      expect(box.y).toBeGreaterThanOrEqual(FRAME);
    }
    const nameLines = boxes!.filter((b) => studentName.includes(b.text) && b.text.length > 10);
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.map((b) => b.text).join(' ')).toBe(studentName);
    const institutionLines = boxes!.filter((b) => institution.includes(b.text) && b.text.length > 10);
    expect(institutionLines.map((b) => b.text).join(' ')).toBe(institution);
    // The institution's column ends before the seal in the middle of the page.
    for (const line of institutionLines) expect(line.right).toBeLessThan(WIDTH / 2 - 45);
  });

  it('never lets two lines of text overlap', async () => {
    const bytes = await writeCertificatePdf(
      input({ ...certificateTexts('ru'), studentName: 'Maximiliana Guadalupe Alejandra de la Fuente-Montgomery Rodríguez' }),
    );
    const [boxes] = await pdfPageBoxes(bytes);
    const overlaps = boxes!.flatMap((a, i) =>
      boxes!
        .slice(i + 1)
        .filter((b) => Math.abs(a.y - b.y) < Math.min(a.size, b.size) * 0.9 && a.x < b.right && b.x < a.right)
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect(overlaps).toEqual([]);
  });

  it('opens the verification address when it is clicked', async () => {
    const doc = await PDFDocument.load(await writeCertificatePdf(input()));
    const annots = doc.getPage(0).node.Annots()?.asArray() ?? [];
    const uris = annots.map((ref) => {
      const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
      return action.lookup(PDFName.of('URI'), PDFString).decodeText();
    });
    expect(uris).toEqual(['https://portal.example.org/verify/K7QM-2XPD-9T']);
  });

  it('writes the title, author, language and issue date into the metadata', async () => {
    const doc = await PDFDocument.load(await writeCertificatePdf(input()), { updateMetadata: false });
    expect(doc.getTitle()).toBe('Certificate of Completion: Dana Student');
    expect(doc.getAuthor()).toBe('TSIA2 Practice Portal');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('certificate texts', () => {
  it('come in English and Russian, each label filled and none left as a message key', () => {
    for (const lang of ['en', 'ru'] as const) {
      const { labels, lang: written } = certificateTexts(lang);
      expect(written).toBe(lang);
      for (const value of Object.values(labels)) {
        expect(value.trim()).not.toBe('');
        expect(value).not.toMatch(/^paa\.pdf\./);
      }
    }
    expect(certificateTexts('ru').labels.title).toMatch(/[А-Яа-яЁё]/);
  });
});
