import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fn } from '@portal/shared';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { ItemStatisticsDto, ItemStatisticsQueryDto, RefreshItemStatisticsDto, RefreshQueuedDto } from './item-stats.dto';
import { ItemStatsService } from './item-stats.service';

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
}
