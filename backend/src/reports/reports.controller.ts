import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import { AuditService } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Lang, RequiresFunction } from '../http/decorators';
import { type Lang as Language, t } from '../i18n/i18n';
import { FileStorage } from '../storage/file-storage';
import {
  CategoryReportDto,
  ExportReportDto,
  ExportReportResponseDto,
  InstitutionReportDto,
  ReportQueryDto,
  StudentReportDto,
  TestReportDto,
} from './reports.dto';
import { REPORT_EXPORT_ID, ReportsExportService } from './reports-export.service';
import { ReportsService } from './reports.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reports for staff holding function 15; every view and export leaves an audit row naming the filters. */
@ApiTags('reports')
@Controller('api')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly exports: ReportsExportService,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly em: EntityManager,
  ) {}

  private async logged<T>(user: User, action: 'report-view' | 'report-export', report: string, filters: object, result: T): Promise<T> {
    this.audit.record(user, action, 'report', report, { detail: { ...filters } });
    await this.em.flush();
    return result;
  }

  /** Each attempt of each student: mode, score, per-strand results, dates, and the student's latest PAA. */
  @RequiresFunction(Fn.Reports)
  @Post('getStudentReport')
  @HttpCode(200)
  async getStudentReport(@Body() q: ReportQueryDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<StudentReportDto> {
    return this.logged(user, 'report-view', 'students', q, await this.reports.students(q, lang));
  }

  /** Per test: attempts, completion rate, mean score and time, and the score distribution. */
  @RequiresFunction(Fn.Reports)
  @Post('getTestReport')
  @HttpCode(200)
  async getTestReport(@Body() q: ReportQueryDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<TestReportDto> {
    return this.logged(user, 'report-view', 'tests', q, await this.reports.tests(q, lang));
  }

  /** Per category, and attempts and mean score over time. */
  @RequiresFunction(Fn.Reports)
  @Post('getCategoryReport')
  @HttpCode(200)
  async getCategoryReport(@Body() q: ReportQueryDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<CategoryReportDto> {
    return this.logged(user, 'report-view', 'categories', q, await this.reports.categories(q, lang));
  }

  /** Per institution chosen in the Pre-Assessment Activity: students, PAAs started and finished, certificates. */
  @RequiresFunction(Fn.Reports)
  @Post('getInstitutionReport')
  @HttpCode(200)
  async getInstitutionReport(@Body() q: ReportQueryDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<InstitutionReportDto> {
    return this.logged(user, 'report-view', 'institutions', q, await this.reports.institutions(q, lang));
  }

  /** An .xlsx of every row the filters select, with the report table's columns. */
  @RequiresFunction(Fn.Reports)
  @Post('exportReport')
  @HttpCode(200)
  async exportReport(@Body() body: ExportReportDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<ExportReportResponseDto> {
    const { report, ...filters } = body;
    return this.logged(user, 'report-export', report, filters, await this.exports.export(body, lang));
  }

  /** Sends a report export made by /api/exportReport. */
  @RequiresFunction(Fn.Reports)
  @Get('downloadReportExport/:fileId')
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'the spreadsheet', schema: { type: 'string', format: 'binary' } })
  async downloadReportExport(@Param('fileId') fileId: string, @Res() reply: FastifyReply, @Lang() lang: Language): Promise<void> {
    const key = REPORT_EXPORT_ID.test(fileId) ? this.exports.key(fileId) : null;
    if (!key || !(await this.storage.exists(key))) {
      await reply.status(404).send({ statusCode: 404, message: t(lang, 'reports.exportMissing') });
      return;
    }
    await reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${this.exports.fileName('export')}"`)
      .header('cache-control', 'no-store')
      .send(this.storage.read(key));
  }
}
