import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TestDetail } from './test-detail.entity';

/** A strand (reporting category) of a test: the section that directly holds its items. */
@Entity({ tableName: 'strand_details' })
export class StrandDetail {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  @Index()
  testDetail!: TestDetail;

  @Property({ length: 300 })
  strandName!: string;

  @Property()
  position!: number;
}
