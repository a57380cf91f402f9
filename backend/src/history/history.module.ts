import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module';
import { HistoryController } from './history.controller';
import { HistoryPrintService } from './history-print.service';
import { HistoryService } from './history.service';

@Module({
  imports: [DeliveryModule],
  controllers: [HistoryController],
  providers: [HistoryService, HistoryPrintService],
})
export class HistoryModule {}
