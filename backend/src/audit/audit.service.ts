import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditLog } from './audit-log.entity';
import { replaceEmailInLog } from './audit-log.queries';

/** Who acted, as the audit trail keeps it: an account's id and address (an account entity passes as it is). */
export interface AuditActor {
  id: number;
  email: string;
}

@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Persisted with the caller's next flush, so the row commits with the change it describes. */
  record(
    actor: AuditActor | null,
    action: string,
    targetType: string,
    targetId: string | number,
    extra: { reason?: string; detail?: Record<string, unknown> } = {},
  ): AuditLog {
    return this.em.create(AuditLog, {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      targetType,
      targetId: String(targetId),
      reason: extra.reason ?? null,
      detail: extra.detail ?? null,
      createdAt: new Date(),
    });
  }

  /**
   * Inside the caller's transaction: earlier rows keep what happened, but no longer the address
   * (an account's deletion), neither as the actor's nor as the target's.
   */
  async replaceEmail(em: EntityManager, email: string, alias: string): Promise<void> {
    await replaceEmailInLog(em, email, alias);
  }
}
