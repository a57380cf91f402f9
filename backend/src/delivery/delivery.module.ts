import { Module } from '@nestjs/common';
import { AnswersService } from './answers.service';
import { DeliveryController } from './delivery.controller';
import { LaunchService } from './launch.service';
import { MediaController } from './media.controller';
import { ProgressService } from './progress.service';
import { SessionStore } from './session-store.service';
import { SubmitService } from './submit.service';
import { TestContentService } from './test-content.service';

@Module({
  controllers: [DeliveryController, MediaController],
  providers: [TestContentService, SessionStore, LaunchService, AnswersService, ProgressService, SubmitService],
  exports: [SessionStore, TestContentService],
})
export class DeliveryModule {}
