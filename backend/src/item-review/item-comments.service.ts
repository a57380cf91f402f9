import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { User } from '../users/user.entity';
import { ItemComment, type RejectItem } from './item-comment.entity';
import type { ItemCommentDto } from './item-review.dto';
import { ItemReviewService } from './item-review.service';

/** Reviewers' comments on single items; every one is also an audit row. */
@Injectable()
export class ItemCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly review: ItemReviewService,
  ) {}

  async add(actor: User, cpId: number, itemId: number, text: string): Promise<ItemCommentDto> {
    const item = await this.review.item(cpId, itemId);
    const comment = this.em.create(ItemComment, {
      contentPackageId: cpId,
      item,
      uin: item.uin,
      user: actor,
      authorName: `${actor.firstName} ${actor.lastName}`,
      text,
    });
    await this.em.flush();
    this.audit.record(actor, 'item-comment', 'content-package', cpId, { reason: text, detail: { commentId: comment.id, itemId, uin: item.uin } });
    await this.em.flush();
    return dto(comment);
  }

  async list(cpId: number, itemId?: number): Promise<ItemCommentDto[]> {
    const rows = await this.em.find(ItemComment, { contentPackageId: cpId, ...(itemId ? { item: itemId } : {}) }, { orderBy: { createdOn: 'asc', id: 'asc' } });
    return rows.map(dto);
  }

  /** The comments a rejection points at, checked to be on this package; 400 naming the field otherwise. */
  async forRejection(em: EntityManager, cpId: number, ids: number[]): Promise<RejectItem[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const rows = await em.find(ItemComment, { id: { $in: unique }, contentPackageId: cpId }, { orderBy: { id: 'asc' } });
    if (rows.length !== unique.length) {
      throw new BadRequestException({
        message: 'itemReview.commentNotOnPackage',
        errors: [{ field: 'itemCommentIds', message: 'itemReview.commentNotOnPackage' }],
      });
    }
    return rows.map((c) => ({ commentId: c.id, itemId: c.item.id, uin: c.uin, text: c.text }));
  }
}

function dto(c: ItemComment): ItemCommentDto {
  return { id: c.id, itemId: c.item.id, uin: c.uin, authorName: c.authorName, text: c.text, createdOn: c.createdOn.toISOString() };
}
