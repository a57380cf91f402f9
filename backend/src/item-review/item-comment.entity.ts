import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { ItemDetail } from '../practice-tests/item-detail.entity';
import { User } from '../users/user.entity';

/** A comment as a package's rejection names it (CpAudit.rejectItems), kept as it read then. */
export interface RejectItem {
  commentId: number;
  itemId: number;
  uin: string;
  text: string;
}

/** A reviewer's remark on one item of a package, which a rejection can point at. */
@Entity({ tableName: 'item_comments' })
export class ItemComment {
  [OptionalProps]?: 'createdOn';

  @PrimaryKey()
  id!: number;

  /**
   * The package commented on (its comments go with it). The key names the packages' entity, not its
   * class: the content-packages feature imports this one, never the other way.
   */
  @ManyToOne({ entity: 'ContentPackage', mapToPk: true, fieldName: 'content_package_id', deleteRule: 'cascade' })
  @Index()
  contentPackageId!: number;

  @ManyToOne(() => ItemDetail, { deleteRule: 'cascade' })
  @Index()
  item!: ItemDetail;

  /** kept so that a comment still reads after the item's package is replaced */
  @Property({ length: 200 })
  uin!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  /** kept so the comment still names its author after the account is deleted */
  @Property({ length: 201 })
  authorName!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();
}
