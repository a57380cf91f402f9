import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ItemStatsController } from './item-stats.controller';
import { ItemStatsService } from './item-stats.service';
import { ItemStatistics } from './item-statistics.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ItemStatistics])],
  controllers: [ItemStatsController],
  providers: [ItemStatsService],
  exports: [ItemStatsService],
})
export class ItemStatsModule {}
