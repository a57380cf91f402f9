import { Module } from '@nestjs/common';
import { TestsController } from './tests.controller';
import { TestsService } from './tests.service';

@Module({ controllers: [TestsController], providers: [TestsService], exports: [TestsService] })
export class TestsModule {}
