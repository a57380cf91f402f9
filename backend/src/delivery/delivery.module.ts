import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaaModule } from '../paa/paa.module';
import { TestsModule } from '../practice-tests/tests.module';
import { UsersModule } from '../users/users.module';
import { AnswersService } from './answers.service';
import { CandidateFiles } from './candidate-files';
import { DeliveryController } from './delivery.controller';
import { ItemMarksService } from './item-marks';
import { InProgressController } from './in-progress.controller';
import { InProgressService } from './in-progress.service';
import { LaunchService } from './launch.service';
import { MediaController } from './media.controller';
import { PaaSampleAttempts } from './paa-sample-attempts';
import { PciHostController } from './pci-host.controller';
import { ProgressService } from './progress.service';
import { SessionRecords } from './session-records.service';
import { SessionStore } from './session-store.service';
import { SubmitService } from './submit.service';
import { UploadsController } from './uploads.controller';
import { CompletedSessionCount } from './entities/completed-count.entity';
import { LaunchToken } from './entities/launch-token.entity';
import { SessionResponse } from './entities/session-response.entity';
import { TestSession } from './entities/test-session.entity';

@Module({
  imports: [MikroOrmModule.forFeature([CompletedSessionCount, LaunchToken, SessionResponse, TestSession]), TestsModule, PaaModule, UsersModule],
  controllers: [DeliveryController, InProgressController, MediaController, UploadsController, PciHostController],
  providers: [
    SessionStore,
    LaunchService,
    AnswersService,
    ProgressService,
    SubmitService,
    CandidateFiles,
    InProgressService,
    ItemMarksService,
    PaaSampleAttempts,
    SessionRecords,
  ],
  exports: [SessionStore, SessionRecords],
})
export class DeliveryModule {}
