import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TestDetail } from '../practice-tests/test-detail.entity';
import type { CalibrationSummary, ItemIrt } from './item-calibration';
import type { ItemFigures } from './statistics';

/** An item's classical figures and, once calibrated, its IRT figures. */
export type StoredItemFigures = ItemFigures & { irt?: ItemIrt | null };

/** The latest item analysis of one test version in one mode, as the background job left it. */
@Entity({ tableName: 'item_statistics' })
@Unique({ properties: ['testDetail', 'mode'] })
export class ItemStatistics {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  testDetail!: TestDetail;

  /** 1 Learn As You Go, 2 Practice Test */
  @Property({ type: 'smallint' })
  mode!: number;

  @Property()
  sessions!: number;

  @Property({ type: 'double', nullable: true })
  reliability?: number | null;

  @Property({ type: 'json' })
  items!: StoredItemFigures[];

  /** the IRT calibration's run: model, anchors, population; null before one ran or without answers */
  @Property({ type: 'json', nullable: true })
  calibration?: CalibrationSummary | null;

  @Property({ type: 'datetime' })
  computedOn!: Date;
}
