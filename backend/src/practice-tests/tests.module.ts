import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedRegistry } from '../database/seeds';
import { seedCategories } from './categories';
import { ItemDetail } from './item-detail.entity';
import { StimulusDetail } from './stimulus-detail.entity';
import { StrandDetail } from './strand-detail.entity';
import { TestCategory } from './test-category.entity';
import { TestContentService } from './test-content.service';
import { TestContentWriter } from './test-content-writer.service';
import { TestDetail } from './test-detail.entity';
import { TestItemsReader } from './test-items.service';
import { TestsController } from './tests.controller';
import { TestsService } from './tests.service';

@Module({
  imports: [MikroOrmModule.forFeature([TestCategory, TestDetail, StrandDetail, ItemDetail, StimulusDetail])],
  controllers: [TestsController],
  providers: [TestsService, TestContentWriter, TestContentService, TestItemsReader],
  exports: [TestsService, TestContentWriter, TestContentService, TestItemsReader],
})
export class TestsModule {
  constructor(seeds: SeedRegistry) {
    seeds.register('reference', 'test categories', seedCategories);
  }
}
