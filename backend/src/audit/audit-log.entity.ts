import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';

/** Who did what to which record, and why; written for every staff action. */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['targetType', 'targetId'] })
export class AuditLog {
  @PrimaryKey()
  id!: number;

  /** Null for the portal itself and once the account is deleted; names the entity, not its class, so audit imports no feature. */
  @ManyToOne({ entity: 'User', mapToPk: true, fieldName: 'actor_id', nullable: true, deleteRule: 'set null' })
  actorId?: number | null;

  /** Kept so the row still names the actor after the account is deleted. */
  @Property({ length: 250, nullable: true })
  actorEmail?: string | null;

  @Property({ length: 50 })
  action!: string;

  @Property({ length: 50 })
  targetType!: string;

  @Property({ length: 250 })
  targetId!: string;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'json', nullable: true })
  detail?: Record<string, unknown> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
