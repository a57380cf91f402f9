import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { MediaFile, TestModel } from '../qti/types';
import { TestCategory } from './test-category.entity';

/** One imported practice test (a version of a testAlias); students see it once its package is published. */
@Entity({ tableName: 'test_details' })
@Index({ properties: ['category', 'publishedOn'] })
export class TestDetail {
  [OptionalProps]?: 'media';

  @PrimaryKey()
  id!: number;

  /** Names the entity, not its class: content-packages imports this feature, which asks through TestsService.packageOf. */
  @ManyToOne({ entity: 'ContentPackage', mapToPk: true, fieldName: 'content_package_id', deleteRule: 'cascade' })
  @Index()
  contentPackageId!: number;

  @ManyToOne(() => TestCategory, { fieldName: 'category_id' })
  category!: TestCategory;

  @Property({ length: 200 })
  @Index()
  testAlias!: string;

  @Property({ length: 300 })
  testName!: string;

  @Property({ type: 'text', nullable: true })
  testDescription?: string | null;

  @Property({ length: 200, nullable: true })
  parentTestAlias?: string | null;

  @Property({ length: 100 })
  branchingProfileName!: string;

  @Property()
  operationalTestLength!: number;

  @Property({ length: 5 })
  qtiVersion!: string;

  /** parts, sections, selection and branching rules, test outcomes: what the player walks */
  @Property({ type: 'json' })
  structure!: Pick<TestModel, 'parts' | 'outcomes' | 'outcomeProcessing'>;

  @Property({ type: 'json' })
  media: MediaFile[] = [];

  /** set while its package is the published one of its testAlias */
  @Property({ type: 'datetime', nullable: true })
  publishedOn?: Date | null;
}
