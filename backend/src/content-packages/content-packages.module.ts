import { Module } from '@nestjs/common';
import { ContentPackagesController } from './content-packages.controller';
import { ContentPackagesService } from './content-packages.service';
import { ImportService } from './import.service';
import { ReviewService } from './review.service';
import { SamplePackagesService } from './sample-packages.service';
import { UploadService } from './upload.service';

@Module({
  controllers: [ContentPackagesController],
  providers: [ContentPackagesService, UploadService, ImportService, ReviewService, SamplePackagesService],
})
export class ContentPackagesModule {}
