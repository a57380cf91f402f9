import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { BodyNode } from '../qti/types';
import { TestDetail } from './test-detail.entity';

/** A shared reading passage, shown beside every item that refers to it. */
@Entity({ tableName: 'stimulus_details' })
@Unique({ properties: ['testDetail', 'identifier'] })
export class StimulusDetail {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  testDetail!: TestDetail;

  @Property({ length: 200 })
  identifier!: string;

  @Property({ length: 300 })
  title!: string;

  @Property({ type: 'json' })
  body!: BodyNode[];
}
