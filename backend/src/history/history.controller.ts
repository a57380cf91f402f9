import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Auth, type AuthContext } from '../http/auth-context';
import { Lang, RequiresFunction } from '../http/decorators';
import { TableQueryDto } from '../common/table-query.dto';
import type { Lang as Language } from '../i18n/i18n';
import { HistoryChartDto, HistoryPageDto, HistoryPdfQueryDto, PrintHistoryDto, PrintHistoryResponseDto } from './history.dto';
import { HistoryPrintService } from './history-print.service';
import { HistoryService } from './history.service';

/** The caller's own completed tests; nobody reads another student's history through these calls. */
@ApiTags('history')
@Controller('api')
export class HistoryController {
  constructor(
    private readonly history: HistoryService,
    private readonly print: HistoryPrintService,
  ) {}

  /** The History table, newest first unless sorted otherwise. */
  @RequiresFunction(Fn.History)
  @Post('getHistory')
  @HttpCode(200)
  getHistory(@Body() query: TableQueryDto, @Auth() auth: AuthContext): Promise<HistoryPageDto> {
    return this.history.page(auth.userId, query);
  }

  /** The scores of each category over time, for the chart above the table. */
  @RequiresFunction(Fn.History)
  @Post('getHistoryChart')
  @HttpCode(200)
  getHistoryChart(@Auth() auth: AuthContext, @Lang() lang: Language): Promise<HistoryChartDto> {
    return this.history.chart(auth.userId, lang);
  }

  /** Where to download the printable history; FAILED when there is no completed test to print. */
  @RequiresFunction(Fn.History)
  @Post('printHistory')
  @HttpCode(200)
  async printHistory(@Body() body: PrintHistoryDto, @Auth() auth: AuthContext, @Lang() lang: Language): Promise<PrintHistoryResponseDto> {
    if ((await this.history.count(auth.userId)) === 0) return { status: 'FAILED' };
    const query = new URLSearchParams({ lang, ...(body.timeZone ? { tz: body.timeZone } : {}) });
    return { status: 'SUCCESS', FILE_URL: `/api/downloadHistory?${query}` };
  }

  /** The caller's whole history as a PDF. */
  @RequiresFunction(Fn.History)
  @Get('downloadHistory')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'the PDF', schema: { type: 'string', format: 'binary' } })
  async downloadHistory(@Query() query: HistoryPdfQueryDto, @SignedInUser() user: User, @Lang() lang: Language, @Res() reply: FastifyReply): Promise<void> {
    const now = new Date();
    const bytes = await this.print.pdf(user, query.lang ?? lang, query.tz, now);
    const name = `test-history-${now.toISOString().slice(0, 10)}.pdf`;
    await sendAttachment(reply, { contentType: 'application/pdf', name, body: bytes });
  }
}
