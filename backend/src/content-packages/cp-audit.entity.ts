import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { ContentPackage } from './content-package.entity';
import { CpStatus } from '@portal/shared';
import type { RejectItem } from '../item-review/item-comment.entity';

/** The spec's package audit rows: who moved the package to which status, why and when. */
@Entity({ tableName: 'content_package_audit' })
export class CpAudit {
  [OptionalProps]?: 'createdOn';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ContentPackage, { deleteRule: 'cascade' })
  @Index()
  contentPackage!: ContentPackage;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  /** kept so the row still names the person after the account is deleted */
  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ type: 'smallint' })
  cpStatus!: CpStatus;

  @Property({ type: 'text', nullable: true })
  cpRejectDesc?: string | null;

  /** the item comments a rejection points at, copied so the row reads the same later */
  @Property({ type: 'json', nullable: true })
  rejectItems?: RejectItem[] | null;

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();
}
