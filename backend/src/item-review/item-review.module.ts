import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module';
import { ItemCommentsService } from './item-comments.service';
import { ItemReviewController } from './item-review.controller';
import { ItemReviewService } from './item-review.service';

@Module({
  imports: [DeliveryModule],
  controllers: [ItemReviewController],
  providers: [ItemReviewService, ItemCommentsService],
  exports: [ItemCommentsService],
})
export class ItemReviewModule {}
