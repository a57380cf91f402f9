import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { DeliveryItem, InteractionNode, ScoringModel } from '../qti/types';
import { StrandDetail } from './strand-detail.entity';
import { TestDetail } from './test-detail.entity';

/**
 * An item of a test. `delivery` is all a browser ever receives; `scoring` (correct responses,
 * mappings, response processing) stays on the server.
 */
@Entity({ tableName: 'item_details' })
@Unique({ properties: ['testDetail', 'uin'] })
// A test's items page in each sort of the table from an index holding the order and the id, so a
// deep page's keys are read without fetching the rows it skips (Migration2026112705000000TablesAtScale).
@Index({
  name: 'item_details_route_order_index',
  expression: 'create index "item_details_route_order_index" on "item_details" ("test_detail_id", "position", "id")',
})
@Index({
  name: 'item_details_uin_order_index',
  expression: 'create index "item_details_uin_order_index" on "item_details" ("test_detail_id", "uin", "position", "id")',
})
@Index({
  name: 'item_details_calculator_order_index',
  expression: 'create index "item_details_calculator_order_index" on "item_details" ("test_detail_id", "calculator", "position", "id")',
})
@Index({
  name: 'item_details_strand_order_index',
  expression: 'create index "item_details_strand_order_index" on "item_details" ("strand_id", "position", "id")',
})
export class ItemDetail {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  testDetail!: TestDetail;

  @ManyToOne(() => StrandDetail, { deleteRule: 'cascade' })
  strand!: StrandDetail;

  @Property({ length: 200 })
  uin!: string;

  @Property({ length: 300 })
  title!: string;

  /** 1 Basic, 2 Square Root, 3 Graphing, 0 Off */
  @Property({ type: 'smallint' })
  calculator!: number;

  @Property()
  position!: number;

  @Property({ length: 500 })
  file!: string;

  @Property({ type: 'json' })
  interactionTypes!: InteractionNode['interaction'][];

  @Property({ type: 'json', lazy: true })
  delivery!: DeliveryItem;

  @Property({ type: 'json', lazy: true, hidden: true })
  scoring!: ScoringModel;
}
