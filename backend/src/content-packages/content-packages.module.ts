import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Inject, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SeedRegistry } from '../database/seeds';
import { DeliveryModule } from '../delivery/delivery.module';
import { ItemReviewModule } from '../item-review/item-review.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TestsModule } from '../practice-tests/tests.module';
import { TestsService } from '../practice-tests/tests.service';
import { ContentPackage } from './content-package.entity';
import { ContentPackagesController } from './content-packages.controller';
import { ContentPackagesService } from './content-packages.service';
import { CpAudit } from './cp-audit.entity';
import { ImportService } from './import.service';
import { ReviewService } from './review.service';
import { SamplePackagesService } from './sample-packages.service';
import { UploadService } from './upload.service';

@Module({
  imports: [MikroOrmModule.forFeature([ContentPackage, CpAudit]), TestsModule, DeliveryModule, ItemReviewModule, NotificationsModule],
  controllers: [ContentPackagesController],
  providers: [ContentPackagesService, UploadService, ImportService, ReviewService, SamplePackagesService],
})
export class ContentPackagesModule {
  constructor(
    seeds: SeedRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
    samples: SamplePackagesService,
    tests: TestsService,
    packages: ContentPackagesService,
  ) {
    // the tests' readers learn a package's status and storage from here (TestsService.packageOf)
    tests.readPackagesWith((cpId) => packages.testPackage(cpId));
    // SAMPLE_CONTENT: the shipped samples, imported and published at the first start
    if (config.sampleContent) seeds.register('content', 'sample packages', () => samples.ensureSamples());
  }
}
