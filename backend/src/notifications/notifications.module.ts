import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { NotificationListService } from './notification-list.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Notification, NotificationOptOut } from './notification.entity';

/** The content-package workflow reports to it through NotificationsService; it knows no feature. */
@Module({
  imports: [MikroOrmModule.forFeature([Notification, NotificationOptOut])],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationListService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
