import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Fn } from '@portal/shared';
import { type Lang, normalizeLang, t } from '../i18n/i18n';
import { MailService } from '../mail/mail.service';
import { NOTIFICATION_KINDS, Notification, type NotificationKind } from './notification.entity';
import { FIRST_ERRORS, notificationDetails, notificationText, notificationTitle, type NotificationParams } from './notification-text';
import type { PackageIssue } from '../qti/types';
import { type Recipient, recipients } from './recipients.queries';

/** The package a notification is about, as the caller has it at hand. */
export interface PackageFacts {
  id: number;
  description: string;
  fileName: string;
  uploaderId: number | null;
}

/**
 * Who hears of each event besides the uploader: holders of a function, so a role given the
 * function later hears of it too.
 */
const AUDIENCE: Record<NotificationKind, { uploader: boolean; fn: Fn | null }> = {
  importSucceeded: { uploader: true, fn: null },
  importFailed: { uploader: true, fn: null },
  awaitingReview: { uploader: false, fn: Fn.ApproveReject },
  approved: { uploader: true, fn: Fn.Publish },
  rejected: { uploader: true, fn: Fn.Publish },
  published: { uploader: false, fn: Fn.Imports },
};

/** The kinds a holder of these functions may receive, and so may switch off. */
export function kindsFor(acl: Record<string, string>): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const { uploader, fn } = AUDIENCE[kind];
    return (uploader && acl[String(Fn.ImportUpload)] === 'W') || (fn !== null && acl[String(fn)] === 'W');
  });
}

/** Called after the change has committed; a failure here is logged and never undoes the change it reports. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  /** A failed import: the notice carries the first errors, the process log keeps them all. */
  importFailed(cp: PackageFacts, log: PackageIssue[]): Promise<void> {
    return this.packageEvent('importFailed', cp, { log: log.slice(0, FIRST_ERRORS), moreErrors: Math.max(0, log.length - FIRST_ERRORS) });
  }

  /** An import that succeeded: what it created, and its first warnings with how many it gave. */
  importSucceeded(cp: PackageFacts, summary: PackageIssue[], warnings: PackageIssue[]): Promise<void> {
    return this.packageEvent('importSucceeded', cp, { log: summary, warnings: warnings.slice(0, FIRST_ERRORS), warningCount: warnings.length });
  }

  async packageEvent(
    kind: NotificationKind,
    cp: PackageFacts,
    params: Omit<NotificationParams, 'description' | 'fileName'>,
    actorId: number | null = null,
  ): Promise<void> {
    try {
      const facts: NotificationParams = { description: cp.description, fileName: cp.fileName, ...params };
      const recipients = await this.recipients(kind, cp.uploaderId, actorId);
      if (!recipients.length) return;
      const em = this.em.fork();
      for (const r of recipients) em.create(Notification, { user: r.id, kind, contentPackageId: cp.id, params: facts as unknown as Record<string, unknown> });
      await em.flush();
      const link = this.mail.link(kind === 'importFailed' ? `/home/imports/errors/${cp.id}` : '/home/imports');
      for (const r of recipients) {
        const lang: Lang = normalizeLang(r.language);
        const text = t(lang, 'notify.mail.body', {
          name: r.first_name,
          text: notificationText(lang, kind, facts),
          details: notificationDetails(lang, kind, facts),
          link,
        });
        await this.mail.sendText(r.email, notificationTitle(lang, kind, facts), text);
      }
    } catch (error) {
      this.logger.error(`${kind} for package ${cp.id}: ${(error as Error).stack ?? error}`);
    }
  }

  private recipients(kind: NotificationKind, uploaderId: number | null, actorId: number | null): Promise<Recipient[]> {
    const { uploader, fn } = AUDIENCE[kind];
    return recipients(this.em, kind, uploader, uploaderId, fn, actorId);
  }
}
