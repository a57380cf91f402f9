import { Module } from '@nestjs/common';
import { TestContentWriter } from './test-content-writer.service';
import { TestsController } from './tests.controller';
import { TestsService } from './tests.service';

@Module({ controllers: [TestsController], providers: [TestsService, TestContentWriter], exports: [TestsService, TestContentWriter] })
export class TestsModule {}
