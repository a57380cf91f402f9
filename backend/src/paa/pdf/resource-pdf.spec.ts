import { PDFDocument } from 'pdf-lib';
import { pdfPageBoxes } from '../../../test/pdf-layout';
import { pdfPageTexts } from '../../../test/pdf-reader';
import { type ResourcePdfInput, resourceTexts, writeResourcePdf } from './resource-pdf';

// US Letter portrait with 54-point margins.
const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 54;

function input(overrides: Partial<ResourcePdfInput> = {}): ResourcePdfInput {
  return {
    ...resourceTexts('en'),
    studentName: 'Dana Student',
    institution: 'Austin Community College District',
    printedOn: 'Nov 24, 2026',
    printedAt: new Date('2026-11-24T15:00:00Z'),
    ...overrides,
  };
}

const joined = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

describe('PAA resource document PDF', () => {
  it('names the chosen institution at the top of the first page, with the student and the date', async () => {
    const [first] = await pdfPageTexts(await writeResourcePdf(input()));
    const top = first!.slice(0, 8);
    expect(top).toEqual(
      expect.arrayContaining([
        'Resources and Tips for Success',
        'Institution',
        'Austin Community College District',
        'Prepared for: Dana Student',
        'Printed on: Nov 24, 2026',
      ]),
    );
    expect(joined(first!)).toContain('This guide is meant for your studies at Austin Community College District.');
  });

  it('covers campus services, community resources, tips and a blank contacts table, in that order', async () => {
    const text = joined((await pdfPageTexts(await writeResourcePdf(input()))).flat());
    const headings = ['Services on campus', 'Resources in your community', 'Tips for test day', 'Tips for success in college', 'My contacts'];
    const at = headings.map((h) => text.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const service of [
      'Academic advising',
      'Testing center',
      'Tutoring and learning center',
      'Writing center',
      'Math lab',
      'Disability services',
      'Financial aid office',
      'Counseling services',
      'Library',
      'Career services',
    ]) {
      expect(text).toContain(service);
    }
    for (const resource of ['Public library', 'Texas Workforce Solutions offices', '2-1-1 Texas', 'Adult education and literacy programs'])
      expect(text).toContain(resource);
    expect(text).toContain('Office or person Phone or email Location and hours Notes');
  });

  it('flows over several Letter pages, each numbered and naming the institution', async () => {
    const bytes = await writeResourcePdf(input());
    const doc = await PDFDocument.load(bytes);
    const count = doc.getPageCount();
    expect(count).toBeGreaterThan(1);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: WIDTH, height: HEIGHT });
    const pages = await pdfPageTexts(bytes);
    pages.forEach((lines, i) => {
      expect(lines).toContain(`Page ${i + 1} of ${count}`);
      expect(lines.some((line) => line.includes('Austin Community College District'))).toBe(true);
    });
  });

  it('keeps a service’s name on the same page as its description', async () => {
    const pages = await pdfPageTexts(await writeResourcePdf(input({ institution: 'Lone Star College' })));
    const { sections } = resourceTexts('en');
    for (const entry of sections.flatMap((s) => s.entries ?? [])) {
      const page = pages.find((lines) => lines.includes(entry.title))!;
      expect(joined(page)).toContain(entry.text);
    }
  });

  it('wraps every line inside the margins, a very long institution name included', async () => {
    const institution = 'The University of Texas Health Science Center at San Antonio School of Nursing and Allied Health Professions';
    const bytes = await writeResourcePdf(input({ institution, studentName: 'Maximiliana Guadalupe Alejandra de la Fuente-Montgomery Rodríguez y Villanueva' }));
    const pages = await pdfPageBoxes(bytes);
    for (const box of pages.flat()) {
      expect(box.x).toBeGreaterThanOrEqual(MARGIN);
      expect(box.right).toBeLessThanOrEqual(WIDTH - MARGIN + 0.01);
      expect(box.y).toBeGreaterThan(MARGIN - 30);
      expect(box.y).toBeLessThan(HEIGHT - MARGIN);
    }
    const nameLines = pages[0]!.filter((b) => b.size === 14);
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.map((b) => b.text).join(' ')).toBe(institution);
  });

  it('is written in Russian, Cyrillic included, on every page', async () => {
    const bytes = await writeResourcePdf(
      input({ ...resourceTexts('ru'), studentName: 'Анна Щукина', institution: 'Остинский общественный колледж', printedOn: '24 нояб. 2026 г.' }),
    );
    const pages = await pdfPageTexts(bytes);
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Ресурсы и советы для успешной учёбы', 'Остинский общественный колледж', 'Подготовлено для: Анна Щукина']),
    );
    const text = joined(pages.flat());
    for (const heading of ['Службы учебного заведения', 'Ресурсы местного сообщества', 'Советы на день теста', 'Мои контакты']) expect(text).toContain(heading);
    pages.forEach((lines, i) => expect(lines).toContain(`Страница ${i + 1} из ${pages.length}`));
  });

  it('leaves the student out when there is no name, and writes the metadata', async () => {
    const bytes = await writeResourcePdf(input({ studentName: ' ' }));
    const [first] = await pdfPageTexts(bytes);
    expect(first!.some((line) => line.startsWith('Prepared for'))).toBe(false);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Resources and Tips for Success: Austin Community College District');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('resource document texts', () => {
  it('come in English and Russian with the same sections, every text filled and none left as a message key', () => {
    const en = resourceTexts('en');
    const ru = resourceTexts('ru');
    const shape = (t: typeof en) => t.sections.map((s) => [s.entries?.length ?? 0, s.bullets?.length ?? 0]);
    expect(shape(ru)).toEqual(shape(en));
    for (const texts of [en, ru]) {
      const all = [
        ...Object.values(texts.labels).filter((v): v is string => typeof v === 'string'),
        texts.labels.intro('X'),
        texts.labels.page(1, 2),
        ...texts.sections.flatMap((s) => [s.heading, ...(s.entries ?? []).flatMap((e) => [e.title, e.text]), ...(s.bullets ?? [])]),
        texts.contacts.heading,
        texts.contacts.intro,
        ...texts.contacts.columns,
      ];
      for (const value of all) {
        expect(value?.trim()).toBeTruthy();
        expect(value).not.toMatch(/paa\.pdf\.|\{\{/);
      }
    }
    expect(ru.labels.intro('Lone Star College')).toContain('Lone Star College');
    expect(ru.sections[0]!.heading).toMatch(/[А-Яа-яЁё]/);
  });
});
