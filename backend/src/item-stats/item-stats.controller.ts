import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { ItemStatisticsDto, ItemStatisticsQueryDto, RefreshItemStatisticsDto, RefreshQueuedDto } from './item-stats.dto';
import { statisticsSpreadsheet } from './item-stats-export';
import { ItemStatsService } from './item-stats.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Item analysis is read by whoever may open a package's detail. */
@ApiTags('item statistics')
@Controller('api')
export class ItemStatsController {
  constructor(private readonly stats: ItemStatsService) {}

  /** The latest figures of a test version's items in one mode, with the flags in the caller's language. */
  @RequiresFunction(Fn.Imports)
  @Post('getItemStatistics')
  @HttpCode(200)
  getItemStatistics(@Body() body: ItemStatisticsQueryDto, @Lang() lang: Language): Promise<ItemStatisticsDto> {
    return this.stats.read(body.testDetailId, body.mode, lang);
  }

  /** Queues the computation of both modes now, instead of at the next sweep. */
  @RequiresFunction(Fn.Imports)
  @Post('refreshItemStatistics')
  @HttpCode(200)
  async refreshItemStatistics(@Body() body: RefreshItemStatisticsDto): Promise<RefreshQueuedDto> {
    await this.stats.refresh(body.testDetailId);
    return { status: 'queued' };
  }

  /** The figures and IRT parameters of a version's items in one mode (2 Practice Test, 1 Learn As You Go), as a spreadsheet. */
  @RequiresFunction(Fn.Imports)
  @Get('exportItemStatistics/:testDetailId/:mode')
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'the spreadsheet', schema: { type: 'string', format: 'binary' } })
  async exportItemStatistics(
    @Param('testDetailId', ParseIntPipe) testDetailId: number,
    @Param('mode', ParseIntPipe) mode: number,
    @Lang() lang: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (mode !== 1 && mode !== 2) throw new BadRequestException('itemStats.badMode');
    const stats = await this.stats.read(testDetailId, mode, lang);
    const body = await statisticsSpreadsheet(stats, lang);
    await sendAttachment(reply, { contentType: XLSX, name: `item-statistics-${testDetailId}-${mode === 2 ? 'practice' : 'learn'}.xlsx`, body });
  }
}
