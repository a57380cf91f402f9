import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ItemCommentsService } from '../item-review/item-comments.service';
import { isMessageKey, type Lang, type MessageKey, t } from '../i18n/i18n';
import { NotificationsService } from '../notifications/notifications.service';
import { FileStorage } from '../storage/file-storage';
import { SessionRecords } from '../delivery/session-records.service';
import { TestDetail } from '../practice-tests/test-detail.entity';
import type { User } from '../users/user.entity';
import { ContentPackage } from './content-package.entity';
import type { CpActionResponseDto } from './content-packages.dto';
import { CpAudit } from './cp-audit.entity';
import { type CpAction, CpStatus, CP_TRANSITIONS } from '@portal/shared';

/** A transition the package's status does not allow: 409, and nothing changes. */
export class CpActionRefused extends HttpException {
  constructor(message: string, reason: string) {
    super({ message, errors: [{ field: 'cpId', message: reason }] }, HttpStatus.CONFLICT);
  }
}

/** Who an audit row names; the portal itself acts for the sample packages it ships. */
export function byline(actor: User | null): { user: User | null; firstName: string; lastName: string } {
  return actor ? { user: actor, firstName: actor.firstName, lastName: actor.lastName } : { user: null, firstName: 'Portal', lastName: 'System' };
}

/** The spec's table names no status 3; a status without a label reads as its number, never a crash. */
export function statusText(lang: Lang, status: number): string {
  const key = `cpStatus.${status}`;
  return isMessageKey(key) ? t(lang, key) : t(lang, 'cpStatus.other', { status });
}

function facts(cp: ContentPackage) {
  return { id: cp.id, description: cp.testDescription, fileName: cp.fileName, uploaderId: cp.uploadedBy?.id ?? null };
}

function actorName(actor: User | null): string {
  const { firstName, lastName } = byline(actor);
  return `${firstName} ${lastName}`;
}

/** Approve, reject, publish and delete, each enforced against the spec's status table. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly comments: ItemCommentsService,
    private readonly notifications: NotificationsService,
    private readonly sessions: SessionRecords,
  ) {}

  async approveOrReject(
    actor: User | null,
    cpId: number,
    status: CpStatus.Approved | CpStatus.Rejected,
    reason: string | undefined,
    lang: Lang,
    itemCommentIds: number[] = [],
  ): Promise<CpActionResponseDto> {
    const action: CpAction = status === CpStatus.Approved ? 'approve' : 'reject';
    const referenced = action === 'reject' ? itemCommentIds : [];
    const cp = await this.transition(actor, cpId, action, lang, reason, referenced);
    // the comments were checked inside the transition; the mail quotes them to the uploader and publishers
    const itemComments = (await this.comments.forRejection(this.em, cp.id, referenced)).map((c) => ({ uin: c.uin, comment: c.text }));
    await this.notifications.packageEvent(
      action === 'approve' ? 'approved' : 'rejected',
      facts(cp),
      { actor: actorName(actor), reason: action === 'reject' ? (reason ?? null) : undefined, ...(itemComments.length ? { itemComments } : {}) },
      actor?.id ?? null,
    );
    const key = status === CpStatus.Approved ? 'cp.approved' : 'cp.rejected';
    return { status: 'Success', message: t(lang, key, { description: cp.testDescription }) };
  }

  async publish(actor: User | null, cpId: number, lang: Lang): Promise<CpActionResponseDto> {
    const cp = await this.transition(actor, cpId, 'publish', lang);
    await this.notifications.packageEvent('published', facts(cp), { actor: actorName(actor) }, actor?.id ?? null);
    return { status: 'SUCCESS', message: t(lang, 'cp.published') };
  }

  async remove(actor: User | null, cpId: number, lang: Lang): Promise<CpActionResponseDto> {
    const cp = await this.transition(actor, cpId, 'delete', lang);
    await this.storage.remove(cp.storageKey);
    return { status: 'SUCCESS', message: t(lang, 'cp.deleted') };
  }

  private async transition(
    actor: User | null,
    cpId: number,
    action: CpAction,
    lang: Lang,
    reason?: string,
    itemCommentIds: number[] = [],
  ): Promise<ContentPackage> {
    return this.em.transactional(async (tx) => {
      // The row lock makes two reviewers acting at once take turns, so the second sees the first's result.
      const cp = await tx.findOne(ContentPackage, cpId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!cp) throw new NotFoundException('cp.notFound');
      const rule = CP_TRANSITIONS[action];
      if (!rule.from(cp.statusId)) {
        throw new CpActionRefused(
          this.failureText(lang, action, cp.testDescription),
          t(lang, `cp.refused.${action}` as MessageKey, { status: statusText(lang, cp.statusId) }),
        );
      }
      // Students' results hang on the package's test; deleting it would erase their history.
      if (action === 'delete' && (await this.sessions.packageHasResults(tx, cp.id))) {
        throw new CpActionRefused(this.failureText(lang, action, cp.testDescription), t(lang, 'cp.refused.deleteHasResults'));
      }
      const from = cp.statusId;
      const rejectItems = await this.comments.forRejection(tx, cp.id, itemCommentIds);
      const items = rejectItems.length ? { items: rejectItems } : {};
      this.audit.record(actor, `cp-${action}`, 'content-package', cp.id, { reason, detail: { from, to: rule.to, description: cp.testDescription, ...items } });
      if (action === 'delete') {
        tx.remove(cp);
        return cp;
      }
      if (action === 'publish') await this.publishIn(tx, actor, cp);
      cp.statusId = rule.to!;
      if (action === 'reject') cp.cpRejectDesc = reason ?? null;
      tx.create(CpAudit, {
        contentPackage: cp,
        ...byline(actor),
        cpStatus: cp.statusId,
        cpRejectDesc: action === 'reject' ? reason : null,
        rejectItems: rejectItems.length ? rejectItems : null,
      });
      return cp;
    });
  }

  /**
   * The package's tests become the ones students see; a published package holding a version of any
   * of them (by testAlias) is archived whole, as its tests were reviewed and published together.
   */
  private async publishIn(tx: EntityManager, actor: User | null, cp: ContentPackage): Promise<void> {
    const now = new Date();
    const aliases = (await tx.find(TestDetail, { contentPackageId: cp.id }, { fields: ['testAlias'] })).map((d) => d.testAlias);
    if (aliases.length) {
      const holders = await tx.find(TestDetail, { testAlias: { $in: aliases }, contentPackageId: { $ne: cp.id } }, { fields: ['contentPackageId'] });
      const ids = [...new Set(holders.map((d) => d.contentPackageId))];
      const previous = ids.length
        ? await tx.find(ContentPackage, { id: { $in: ids }, statusId: CpStatus.Published }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : [];
      for (const old of previous) {
        old.statusId = CpStatus.Archived;
        tx.create(CpAudit, { contentPackage: old, ...byline(actor), cpStatus: CpStatus.Archived });
        this.audit.record(actor, 'cp-archive', 'content-package', old.id, { detail: { replacedBy: cp.id } });
        await tx.nativeUpdate(TestDetail, { contentPackageId: old.id }, { publishedOn: null });
      }
    }
    cp.publishedOn = now;
    await tx.nativeUpdate(TestDetail, { contentPackageId: cp.id }, { publishedOn: now });
  }

  private failureText(lang: Lang, action: CpAction, description: string): string {
    switch (action) {
      case 'approve':
        return t(lang, 'cp.actionFailed', { description, action: t(lang, 'cp.action.approval') });
      case 'reject':
        return t(lang, 'cp.actionFailed', { description, action: t(lang, 'cp.action.rejection') });
      case 'publish':
        return t(lang, 'cp.publishFailed');
      case 'delete':
        return t(lang, 'cp.deleteFailed');
    }
  }
}
