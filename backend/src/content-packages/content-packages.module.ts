import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module';
import { ItemReviewModule } from '../item-review/item-review.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TestsModule } from '../practice-tests/tests.module';
import { ContentPackagesController } from './content-packages.controller';
import { ContentPackagesService } from './content-packages.service';
import { ImportService } from './import.service';
import { ReviewService } from './review.service';
import { SamplePackagesService } from './sample-packages.service';
import { UploadService } from './upload.service';

@Module({
  imports: [TestsModule, DeliveryModule, ItemReviewModule, NotificationsModule],
  controllers: [ContentPackagesController],
  providers: [ContentPackagesService, UploadService, ImportService, ReviewService, SamplePackagesService],
})
export class ContentPackagesModule {}
