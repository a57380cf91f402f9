import { Module } from '@nestjs/common';
import { NotificationListService } from './notification-list.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** The content-package workflow reports to it through NotificationsService; it knows no feature. */
@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationListService], exports: [NotificationsService] })
export class NotificationsModule {}
