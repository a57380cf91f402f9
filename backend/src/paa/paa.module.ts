import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { TestsModule } from '../practice-tests/tests.module';
import { UsersModule } from '../users/users.module';
import { PaaController } from './paa.controller';
import { PaaDocumentsService } from './paa-documents.service';
import { PaaGate } from './paa-gate.service';
import { PaaPdfService } from './paa-pdf.service';
import { PaaSampleTestsService } from './paa-sample-tests.service';
import { PaaService } from './paa.service';
import { PaaSession } from './paa-session.entity';

@Module({
  imports: [MikroOrmModule.forFeature([PaaSession]), TestsModule, UsersModule],
  controllers: [PaaController],
  providers: [PaaService, PaaSampleTestsService, PaaDocumentsService, PaaPdfService, PaaGate],
  exports: [PaaGate],
})
export class PaaModule {}
