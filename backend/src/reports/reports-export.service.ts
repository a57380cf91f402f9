import { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { newToken } from '../common/tokens';
import type { MessageKey } from '../i18n/i18n';
import { type Lang, t } from '../i18n/i18n';
import { FileStorage } from '../storage/file-storage';
import type { ExportReportDto, ExportReportResponseDto, ReportName } from './reports.dto';
import { ALL_ROWS, ReportsService } from './reports.service';

export const REPORT_EXPORT_FOLDER = 'exports/reports';
export const REPORT_EXPORT_ID = /^[\w-]{43}$/;
/** An export is a snapshot for one download; older ones are removed when the next is made. */
const KEEP_MS = 24 * 3600_000;

type Cell = string | number | null | { value: Date; type: DateConstructor; format: string };

const date = (value: string | null): Cell => (value === null ? null : { value: new Date(value), type: Date, format: 'yyyy-mm-dd hh:mm' });

/** The columns of each report's table, in the same order, as header keys and cell values. */
async function sheetOf(reports: ReportsService, name: ReportName, q: ExportReportDto, lang: Lang): Promise<{ header: MessageKey[]; rows: Cell[][] }> {
  switch (name) {
    case 'students': {
      const { data } = await reports.students(q, lang, ALL_ROWS);
      return {
        header: [
          'reports.col.student',
          'reports.col.email',
          'reports.col.test',
          'reports.col.category',
          'reports.col.mode',
          'reports.col.status',
          'reports.col.percent',
          'reports.col.strands',
          'reports.col.startedOn',
          'reports.col.completedOn',
          'reports.col.paaState',
          'reports.col.certificateCode',
          'reports.col.institution',
        ],
        rows: data.map((r) => [
          r.studentName,
          r.emailAddress,
          r.testName,
          r.categoryName,
          r.modeName,
          r.statusName,
          r.percent,
          r.strandResults.map((s) => `${s.strandName}: ${s.percent}%`).join('; ') || null,
          date(r.startedOn),
          date(r.completedOn),
          r.paaStateName,
          r.certificateCode,
          r.institutionName,
        ]),
      };
    }
    case 'tests': {
      const { data } = await reports.tests(q, lang, ALL_ROWS);
      return {
        header: [
          'reports.col.test',
          'reports.col.category',
          'reports.col.attempts',
          'reports.col.completed',
          'reports.col.completionRate',
          'reports.col.meanPercent',
          'reports.col.meanMinutes',
        ],
        rows: data.map((r) => [r.testName, r.categoryName, r.attempts, r.completed, r.completionRate, r.meanPercent, r.meanMinutes]),
      };
    }
    case 'categories': {
      const { data } = await reports.categories(q, lang, ALL_ROWS);
      return {
        header: [
          'reports.col.category',
          'reports.col.students',
          'reports.col.attempts',
          'reports.col.completed',
          'reports.col.completionRate',
          'reports.col.meanPercent',
        ],
        rows: data.map((r) => [r.categoryName, r.students, r.attempts, r.completed, r.completionRate, r.meanPercent]),
      };
    }
    case 'institutions': {
      const { data } = await reports.institutions(q, lang, ALL_ROWS);
      return {
        header: [
          'reports.col.institution',
          'reports.col.students',
          'reports.col.paaStarted',
          'reports.col.paaFinished',
          'reports.col.certificates',
          'reports.col.lastActivity',
        ],
        rows: data.map((r) => [r.institutionName, r.students, r.paaStarted, r.paaFinished, r.certificates, date(r.lastActivity)]),
      };
    }
  }
}

/** A report as an .xlsx with the table's columns, kept in the portal's storage for one download. */
@Injectable()
export class ReportsExportService {
  private readonly logger = new Logger('ReportsExport');

  constructor(
    private readonly reports: ReportsService,
    private readonly storage: FileStorage,
  ) {}

  async export(q: ExportReportDto, lang: Lang): Promise<ExportReportResponseDto> {
    const { header, rows } = await sheetOf(this.reports, q.report, q, lang);
    if (rows.length === 0) return { status: 'FAILED', message: t(lang, 'reports.exportFailed') };
    const data = [
      header.map((key) => ({ value: t(lang, key), fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map((cell) => (cell === null || typeof cell === 'object' ? cell : { value: cell }))),
    ];
    try {
      const buffer = await writeXlsxFile(data as SheetData, {
        sheet: t(lang, `reports.sheet.${q.report}` as MessageKey),
        columns: header.map(() => ({ width: 22 })),
        stickyRowsCount: 1,
      }).toBuffer();
      const id = newToken();
      await this.storage.put(this.key(id), Readable.from([buffer]));
      await this.prune();
      return { status: 'SUCCESS', FILE_NAME: this.fileName(q.report), FILE_URL: `/api/downloadReportExport/${id}`, rowCount: rows.length };
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return { status: 'FAILED', message: t(lang, 'reports.exportFailed') };
    }
  }

  fileName(report: string): string {
    return `report-${report}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  }

  key(id: string): string {
    return FileStorage.join(REPORT_EXPORT_FOLDER, `${id}.xlsx`);
  }

  private async prune(): Promise<void> {
    const before = Date.now() - KEEP_MS;
    for await (const file of this.storage.list(REPORT_EXPORT_FOLDER)) {
      if (file.modified.getTime() < before) await this.storage.remove(file.key);
    }
  }
}
