import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { HistoryPrintService } from './history-print.service';
import { HistoryService } from './history.service';

@Module({
  controllers: [HistoryController],
  providers: [HistoryService, HistoryPrintService],
})
export class HistoryModule {}
