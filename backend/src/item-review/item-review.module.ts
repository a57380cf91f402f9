import { Module } from '@nestjs/common';
import { TestsModule } from '../practice-tests/tests.module';
import { ItemCommentsService } from './item-comments.service';
import { ItemReviewController } from './item-review.controller';
import { ItemReviewService } from './item-review.service';

@Module({
  imports: [TestsModule],
  controllers: [ItemReviewController],
  providers: [ItemReviewService, ItemCommentsService],
  exports: [ItemCommentsService],
})
export class ItemReviewModule {}
