import { Module } from '@nestjs/common';
import { TestsModule } from '../tests/tests.module';
import { ContentPackagesController } from './content-packages.controller';
import { ContentPackagesService } from './content-packages.service';
import { ImportService } from './import.service';
import { ReviewService } from './review.service';
import { SamplePackagesService } from './sample-packages.service';
import { UploadService } from './upload.service';

@Module({
  imports: [TestsModule],
  controllers: [ContentPackagesController],
  providers: [ContentPackagesService, UploadService, ImportService, ReviewService, SamplePackagesService],
})
export class ContentPackagesModule {}
