import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PackageIssue } from '../qti/types';
import { TestCategory } from '../tests/test-category.entity';
import { User } from '../users/user.entity';
import { CpStatus } from '@portal/shared';

/** One uploaded zip and where it is on its way from import to publication (the spec's cp upload). */
@Entity({ tableName: 'content_packages' })
@Index({ properties: ['statusId', 'createdOn'] })
export class ContentPackage {
  [OptionalProps]?: 'createdOn' | 'updatedOn' | 'statusId' | 'importAttempts';

  @PrimaryKey()
  id!: number;

  @Property({ length: 255 })
  fileName!: string;

  /** where the zip is kept (see FileStorage) */
  @Property({ length: 500 })
  storageKey!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  @Property({ length: 64 })
  sha256!: string;

  /** the import form's description (fileDesc) */
  @Property({ length: 100 })
  testDescription!: string;

  @Property({ length: 50, nullable: true })
  cbVersion?: string | null;

  /** the import form's testVersion */
  @ManyToOne(() => TestCategory, { fieldName: 'category_id' })
  category!: TestCategory;

  @Property({ type: 'smallint' })
  statusId: CpStatus = CpStatus.Importing;

  /** set by a successful import */
  @Property({ length: 300, nullable: true })
  testName?: string | null;

  @Property({ length: 200, nullable: true })
  @Index()
  testAlias?: string | null;

  @Property({ length: 5, nullable: true })
  qtiVersion?: string | null;

  /** starts of the import job so far; bounded, so a package that stops its process ends failed */
  @Property({ type: 'smallint' })
  importAttempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  importStartedOn?: Date | null;

  /** the import's findings, keyed by file name in the API */
  @Property({ type: 'json', nullable: true })
  processLog?: PackageIssue[] | null;

  @Property({ type: 'text', nullable: true })
  cpRejectDesc?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy?: User | null;

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedOn: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedOn?: Date | null;
}
