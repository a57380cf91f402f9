import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { ContentPackage } from '../content-packages/content-package.entity';
import { ItemDetail } from '../practice-tests/item-detail.entity';
import { User } from '../users/user.entity';

/** A reviewer's remark on one item of a package, which a rejection can point at. */
@Entity({ tableName: 'item_comments' })
export class ItemComment {
  [OptionalProps]?: 'createdOn';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ContentPackage, { deleteRule: 'cascade' })
  @Index()
  contentPackage!: ContentPackage;

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
