import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { type Lang, t } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import type { DeleteUserResponseDto } from './users.dto';
import { anonymise, lockLiveAccount, lockUserManagers } from './accounts.queries';

/** The account being deleted, as it was before: its id and its address. */
export interface DeletedAccount {
  id: number;
  email: string;
}

/**
 * What another feature does when an account is deleted: drop what it keeps that lets the person in
 * or names them, with `em`, the deletion's transaction, so it commits with the deletion or not at all.
 */
export type UserDeletionListener = (em: EntityManager, account: DeletedAccount) => Promise<void>;

/** What a deleted account's row reads afterwards: nothing that names the person. */
export function anonymousEmail(userId: number): string {
  return `deleted-${userId}@users.invalid`;
}

/** The row stays, anonymised, so past tests still count; its sessions and links end at once through the listeners. */
@Injectable()
export class UserDeletionService {
  private readonly listeners: UserDeletionListener[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Registered once at start-up by a feature that keeps rows of an account (they import users, so users cannot call them). */
  onDelete(listener: UserDeletionListener): void {
    this.listeners.push(listener);
  }

  async remove(actor: User, emailAddress: string, lang: Lang): Promise<DeleteUserResponseDto> {
    await this.em.transactional(async (em) => {
      // Locking every live holder of function 3 serialises concurrent deletions, so two staff
      // deleting each other cannot leave the portal with nobody able to manage users.
      const holders = await lockUserManagers(em);
      const target = await lockLiveAccount(em, emailAddress);
      if (!target) throw new NotFoundException('users.notFound');
      if (target.id === actor.id) throw new ForbiddenException('users.cannotDeleteSelf');
      if (holders.some((h) => h.id === target.id) && holders.length <= 1) throw new ConflictException('users.lastAdmin');
      if (!holders.some((h) => h.id === actor.id)) throw new ForbiddenException('auth.forbidden');

      const alias = anonymousEmail(target.id);
      // before the row is rewritten, so the listeners see the address the person used
      for (const listener of this.listeners) await listener(em, { id: target.id, email: target.email });
      await anonymise(em, target.id, alias);
      await this.audit.replaceEmail(em, target.email, alias);
      this.audit.record(actor, 'delete', 'user', target.id, { detail: { roleId: target.role_id } });
      await em.flush();
    });
    return { result: 'success', message: t(lang, 'users.deleted') };
  }
}
