import { PDFDocument } from 'pdf-lib';
import { pdfPageTexts } from '../../test/pdf-reader';
import { type HistoryPdfInput, writeHistoryPdf } from './history-pdf';

const labels = {
  title: 'Test History',
  student: 'Student',
  printedOn: 'Printed on',
  test: 'Test',
  mode: 'Mode',
  score: 'Score',
  completedOn: 'Completed on',
  practiceOnly: 'This app is for practice only. Its results must not be used for course placement.',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

function input(rows: number, overrides: Partial<HistoryPdfInput> = {}): HistoryPdfInput {
  return {
    lang: 'en',
    portalName: 'TSIA2 Practice Portal',
    studentName: 'Dana Student',
    printedAt: new Date('2026-11-23T10:00:00Z'),
    printedOn: 'Nov 23, 2026',
    labels,
    rows: Array.from({ length: rows }, (_, i) => ({
      testName: `Practice Test ${i + 1}`,
      mode: i % 2 ? 'Practice Test' : 'Learn As You Go',
      score: i % 7 === 0 ? 'N/A' : `${(i * 13) % 101}%`,
      completedOn: `Nov ${(i % 28) + 1}, 2026`,
    })),
    ...overrides,
  };
}

describe('history PDF', () => {
  it('puts one completed test on a single page with the portal, student, date and columns', async () => {
    const bytes = await writeHistoryPdf(input(1));
    const [page, ...rest] = await pdfPageTexts(bytes);
    expect(rest).toHaveLength(0);
    expect(page).toEqual(
      expect.arrayContaining([
        'TSIA2 Practice Portal',
        'Test History',
        'Dana Student',
        'Nov 23, 2026',
        'Test',
        'Mode',
        'Score',
        'Completed on',
        'Practice Test 1',
        'Learn As You Go',
        'N/A',
        'Nov 1, 2026',
        'Page 1 of 1',
      ]),
    );
    // the practice-only wording, under the title
    expect(page!.join(' ')).toContain('This app is for practice only. Its results must not be used for course placement.');
  });

  it('flows 60 tests over two pages, every row printed once, the header repeated and pages numbered', async () => {
    const bytes = await writeHistoryPdf(input(60));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    const pages = await pdfPageTexts(bytes);
    const names = pages.flat().filter((line) => /^Practice Test \d+$/.test(line));
    expect(names).toEqual(Array.from({ length: 60 }, (_, i) => `Practice Test ${i + 1}`));
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).toEqual(expect.arrayContaining(['Test', 'Score', 'Completed on']));
    expect(pages[1]!.some((line) => line.includes('Dana Student'))).toBe(true);
  });

  it('writes the title, author and language into the metadata', async () => {
    const doc = await PDFDocument.load(await writeHistoryPdf(input(3, { lang: 'ru', studentName: 'Анна Иванова' })), { updateMetadata: false });
    expect(doc.getTitle()).toBe('Test History: Анна Иванова');
    expect(doc.getAuthor()).toBe('TSIA2 Practice Portal');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('draws Russian labels and Cyrillic names as written', async () => {
    const ru = { ...labels, title: 'История тестов', student: 'Студент', page: (page: number, pages: number) => `Страница ${page} из ${pages}` };
    const [page] = await pdfPageTexts(await writeHistoryPdf(input(1, { lang: 'ru', labels: ru, studentName: 'Анна Щукина' })));
    expect(page).toEqual(expect.arrayContaining(['История тестов', 'Страница 1 из 1']));
    expect(page!.some((line) => line.includes('Анна Щукина'))).toBe(true);
  });

  it('shortens a test name too long for its column instead of overlapping the next one', async () => {
    const long = 'A very long practice test name that would never fit in the first column of the table';
    const [page] = await pdfPageTexts(
      await writeHistoryPdf(input(0, { rows: [{ testName: long, mode: 'Practice Test', score: '50%', completedOn: 'Nov 2, 2026' }] })),
    );
    const cell = page!.find((line) => line.startsWith('A very long'));
    expect(cell).toMatch(/…$/);
    expect(cell!.length).toBeLessThan(long.length);
  });

  it('prints a long strand line in full over as many lines as it needs', async () => {
    const strands = Array.from({ length: 9 }, (_, i) => `Strand number ${i + 1} of the test 50%`).join(' · ');
    const [page] = await pdfPageTexts(
      await writeHistoryPdf(input(0, { rows: [{ testName: 'Mixed', mode: 'Practice Test', score: '50%', completedOn: 'Nov 2, 2026', strands }] })),
    );
    const printed = page!.filter((line) => line.includes('Strand number')).join(' ');
    expect(printed.replace(/\s+/g, ' ')).toContain('Strand number 9 of the test 50%');
    expect(printed).not.toContain('…');
  });

  it('widens the score column for a long score in Russian rather than cutting it', async () => {
    const ru = { ...labels, score: 'Балл' };
    const score = '0 % (самооценка)';
    const [page] = await pdfPageTexts(
      await writeHistoryPdf(
        input(0, { lang: 'ru', labels: ru, rows: [{ testName: 'Эссе', mode: 'Пробный тест', score, completedOn: '2 нояб. 2026 г., 10:00' }] }),
      ),
    );
    expect(page).toContain(score);
  });
});
