import { Injectable } from '@nestjs/common';
import { formatPercent } from '@portal/shared';
import { type Lang, LOCALES, t } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import type { HistoryPdfRow } from './history-pdf';
import type { HistoryRowDto } from './history.dto';
import { HistoryService } from './history.service';

/** Languages the printout is written in: all of the interface's, with a font that draws them. */
const PDF_LANGS: readonly Lang[] = ['en', 'ru'];

@Injectable()
export class HistoryPrintService {
  constructor(private readonly history: HistoryService) {}

  async pdf(user: User, lang: Lang, timeZone: string | undefined, now = new Date()): Promise<Uint8Array> {
    // Loaded on the first printout, as the PAA's documents are (see PaaPdfService).
    const { writeHistoryPdf } = await import('./history-pdf');
    const pdfLang = PDF_LANGS.includes(lang) ? lang : 'en';
    const dates = dateFormat(pdfLang, timeZone);
    const rows = await this.history.all(user.id);
    return writeHistoryPdf({
      lang: pdfLang,
      portalName: t(pdfLang, 'history.pdf.portalName'),
      studentName: `${user.firstName} ${user.lastName}`.trim(),
      printedAt: now,
      printedOn: dates.format(now),
      labels: {
        title: t(pdfLang, 'history.pdf.title'),
        student: t(pdfLang, 'history.pdf.student'),
        printedOn: t(pdfLang, 'history.pdf.printedOn'),
        test: t(pdfLang, 'history.pdf.test'),
        mode: t(pdfLang, 'history.pdf.mode'),
        score: t(pdfLang, 'history.pdf.score'),
        completedOn: t(pdfLang, 'history.pdf.completedOn'),
        practiceOnly: t(pdfLang, 'history.pdf.practiceOnly'),
        page: (page, pages) => t(pdfLang, 'history.pdf.page', { page, pages }),
      },
      rows: rows.map((r) => printedRow(r, pdfLang, dates)),
    });
  }
}

function printedRow(row: HistoryRowDto, lang: Lang, dates: Intl.DateTimeFormat): HistoryPdfRow {
  return {
    testName: row.testName,
    mode: t(lang, row.mode === 1 ? 'history.mode.1' : 'history.mode.2'),
    score:
      row.scaledScore !== null
        ? String(row.scaledScore)
        : row.paaId > 0 || row.testScore === null
          ? t(lang, 'history.notAvailable')
          : row.selfRated
            ? t(lang, 'history.selfRated', { percent: formatPercent(row.testScore, LOCALES[lang]) })
            : formatPercent(row.testScore, LOCALES[lang]),
    completedOn: dates.format(new Date(row.testCompletionDate)),
    // the scale's number alone would read as official: the row says it is a practice estimate
    strands: [
      ...(row.scaledScore !== null ? [t(lang, 'history.scaledNote')] : []),
      ...row.strands.map((s) => `${s.strandName} ${formatPercent(s.percent, LOCALES[lang])}`),
    ].join(' · '),
  };
}

function dateFormat(lang: Lang, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? 'UTC' });
  } catch {
    // A well-formed but unknown zone name: print in UTC rather than fail the printout.
    return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', timeZoneName: 'short' });
  }
}
