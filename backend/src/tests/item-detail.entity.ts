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
// a package's items page in route order without sorting tens of thousands of rows
@Index({ name: 'item_details_test_detail_id_position_index', properties: ['testDetail', 'position'] })
export class ItemDetail {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  testDetail!: TestDetail;

  @ManyToOne(() => StrandDetail, { deleteRule: 'cascade' })
  @Index()
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
