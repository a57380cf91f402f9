import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../http/auth-context';
import { Lang } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { NotificationListService } from './notification-list.service';
import {
  GetNotificationSettingsDto,
  GetNotificationsDto,
  MarkNotificationsReadDto,
  NotificationSettingsDto,
  NotificationsPageDto,
  SaveNotificationSettingsResponseDto,
  UnreadCountDto,
} from './notifications.dto';

/** Every signed-in user's own notifications; a student's list simply stays empty. */
@ApiTags('notifications')
@Controller('api')
export class NotificationsController {
  constructor(private readonly list: NotificationListService) {}

  /** The newest first, with how many are unread. */
  @Post('getNotifications')
  @HttpCode(200)
  getNotifications(@Auth() auth: AuthContext, @Body() body: GetNotificationsDto, @Lang() lang: Language): Promise<NotificationsPageDto> {
    return this.list.page(auth.userId, body, lang);
  }

  /** Marks the caller's own entries read (the ones named, or all) and answers how many stay unread. */
  @Post('markNotificationsRead')
  @HttpCode(200)
  markNotificationsRead(@Auth() auth: AuthContext, @Body() body: MarkNotificationsReadDto): Promise<UnreadCountDto> {
    return this.list.markRead(auth.userId, body);
  }

  /** The kinds this user's functions can bring, each on or off. */
  @Post('getNotificationSettings')
  @HttpCode(200)
  getNotificationSettings(@Auth() auth: AuthContext, @Body() _body: GetNotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.list.settings(auth);
  }

  /** Switches kinds on or off for the caller; kinds their functions cannot bring are ignored. */
  @Post('saveNotificationSettings')
  @HttpCode(200)
  saveNotificationSettings(
    @Auth() auth: AuthContext,
    @Body() body: NotificationSettingsDto,
    @Lang() lang: Language,
  ): Promise<SaveNotificationSettingsResponseDto> {
    return this.list.save(auth, body, lang);
  }
}
