import { Module } from '@nestjs/common';
import { TestContentService } from './test-content.service';
import { TestContentWriter } from './test-content-writer.service';
import { TestItemsReader } from './test-items.service';
import { TestsController } from './tests.controller';
import { TestsService } from './tests.service';

@Module({ controllers: [TestsController], providers: [TestsService, TestContentWriter, TestContentService, TestItemsReader], exports: [TestsService, TestContentWriter, TestContentService, TestItemsReader] })
export class TestsModule {}
