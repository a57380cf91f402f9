import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TestsModule } from '../practice-tests/tests.module';
import { ItemCommentsService } from './item-comments.service';
import { ItemReviewController } from './item-review.controller';
import { ItemReviewService } from './item-review.service';
import { ItemComment } from './item-comment.entity';

@Module({
  imports: [MikroOrmModule.forFeature([ItemComment]), TestsModule],
  controllers: [ItemReviewController],
  providers: [ItemReviewService, ItemCommentsService],
  exports: [ItemCommentsService],
})
export class ItemReviewModule {}
