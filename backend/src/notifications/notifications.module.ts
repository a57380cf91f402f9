import { Global, Module } from '@nestjs/common';
import { NotificationListService } from './notification-list.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Global like mail and audit: the content-package workflow reports to it, it knows no feature. */
@Global()
@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationListService], exports: [NotificationsService] })
export class NotificationsModule {}
