import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification.entity';

export class GetNotificationsDto {
  /** 1-based */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn([5, 10, 25, 50])
  pageSize?: number;
}

export class NotificationDto {
  id!: number;
  @IsIn(NOTIFICATION_KINDS)
  kind!: NotificationKind;
  /** in the request's language */
  title!: string;
  text!: string;
  /** the package it is about (it may since have been deleted) */
  cpId!: number | null;
  createdOn!: string;
  read!: boolean;
}

export class NotificationsPageDto {
  data!: NotificationDto[];
  page!: number;
  totalCount!: number;
  unreadCount!: number;
}

export class MarkNotificationsReadDto {
  /** the entries to mark; none means every entry of the list */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  ids?: number[];
}

export class UnreadCountDto {
  unreadCount!: number;
}

export class GetNotificationSettingsDto {}

export class NotificationSettingDto {
  @IsIn(NOTIFICATION_KINDS)
  kind!: NotificationKind;
  @IsBoolean()
  enabled!: boolean;
}

export class NotificationSettingsDto {
  /** the kinds this user may receive, each on or off */
  @IsArray()
  @ArrayMaxSize(NOTIFICATION_KINDS.length)
  @ValidateNested({ each: true })
  @Type(() => NotificationSettingDto)
  settings!: NotificationSettingDto[];
}

export class SaveNotificationSettingsResponseDto {
  result!: 'SUCCESS';
  message!: string;
}
