import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ItemStatsController } from './item-stats.controller';
import { ItemStatsService } from './item-stats.service';
import { ItemStatistics } from './item-statistics.entity';
import { TestsModule } from '../practice-tests/tests.module';

@Module({
  imports: [MikroOrmModule.forFeature([ItemStatistics]), TestsModule],
  controllers: [ItemStatsController],
  providers: [ItemStatsService],
  exports: [ItemStatsService],
})
export class ItemStatsModule {}
