import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../http/auth-context';
import { type Lang, t } from '../i18n/i18n';
import { Notification, NotificationOptOut } from './notification.entity';
import type { NotificationParams } from './notification-text';
import { notificationText, notificationTitle } from './notification-text';
import type {
  GetNotificationsDto,
  MarkNotificationsReadDto,
  NotificationSettingsDto,
  NotificationsPageDto,
  SaveNotificationSettingsResponseDto,
  UnreadCountDto,
} from './notifications.dto';
import { kindsFor } from './notifications.service';

/** A user's own in-app list and switches; nobody reads or changes another's. */
@Injectable()
export class NotificationListService {
  constructor(private readonly em: EntityManager) {}

  async page(userId: number, query: GetNotificationsDto, lang: Lang): Promise<NotificationsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const [rows, totalCount] = await this.em.findAndCount(
      Notification,
      { user: userId },
      { orderBy: { createdOn: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return {
      data: rows.map((n) => {
        const params = n.params as unknown as NotificationParams;
        return {
          id: n.id,
          kind: n.kind,
          title: notificationTitle(lang, n.kind, params),
          text: notificationText(lang, n.kind, params),
          cpId: n.contentPackageId ?? null,
          createdOn: n.createdOn.toISOString(),
          read: !!n.readOn,
        };
      }),
      page,
      totalCount,
      unreadCount: await this.unread(userId),
    };
  }

  async markRead(userId: number, body: MarkNotificationsReadDto): Promise<UnreadCountDto> {
    await this.em.nativeUpdate(Notification, { user: userId, readOn: null, ...(body.ids ? { id: { $in: body.ids } } : {}) }, { readOn: new Date() });
    return { unreadCount: await this.unread(userId) };
  }

  async settings(auth: AuthContext): Promise<NotificationSettingsDto> {
    const off = new Set((await this.em.find(NotificationOptOut, { user: auth.userId })).map((o) => o.kind));
    return { settings: kindsFor(auth.acl).map((kind) => ({ kind, enabled: !off.has(kind) })) };
  }

  /** Kinds the user cannot receive are ignored, so a stale form changes nothing it did not show. */
  async save(auth: AuthContext, body: NotificationSettingsDto, lang: Lang): Promise<SaveNotificationSettingsResponseDto> {
    const allowed = new Set(kindsFor(auth.acl));
    await this.em.transactional(async (tx) => {
      for (const { kind, enabled } of body.settings) {
        if (!allowed.has(kind)) continue;
        if (enabled) await tx.nativeDelete(NotificationOptOut, { user: auth.userId, kind });
        else await tx.upsert(NotificationOptOut, { user: auth.userId, kind });
      }
    });
    return { result: 'SUCCESS', message: t(lang, 'notify.settingsSaved') };
  }

  private unread(userId: number): Promise<number> {
    return this.em.count(Notification, { user: userId, readOn: null });
  }
}
