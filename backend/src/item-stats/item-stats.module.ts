import { Module } from '@nestjs/common';
import { ItemStatsController } from './item-stats.controller';
import { ItemStatsService } from './item-stats.service';

@Module({
  controllers: [ItemStatsController],
  providers: [ItemStatsService],
  exports: [ItemStatsService],
})
export class ItemStatsModule {}
