import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PackageIssue } from '../qti/types';
import { TestCategory } from '../practice-tests/test-category.entity';
import { User } from '../users/user.entity';
import { CpStatus } from '@portal/shared';

/** One uploaded zip and where it is on its way from import to publication (the spec's cp upload). */
@Entity({ tableName: 'content_packages' })
@Index({ properties: ['statusId', 'createdOn'] })
// Import History: an index per sort column ending in the id, so a deep page's keys are read from it
// alone; its search matches anywhere in a value, which trigrams serve (Migration2026112705000000TablesAtScale).
@Index({
  name: 'content_packages_created_on_order_index',
  expression: 'create index "content_packages_created_on_order_index" on "content_packages" ("created_on", "id")',
})
@Index({
  name: 'content_packages_file_name_order_index',
  expression: 'create index "content_packages_file_name_order_index" on "content_packages" ("file_name", "id")',
})
@Index({
  name: 'content_packages_test_description_order_index',
  expression: 'create index "content_packages_test_description_order_index" on "content_packages" ("test_description", "id")',
})
@Index({
  name: 'content_packages_test_name_order_index',
  expression: 'create index "content_packages_test_name_order_index" on "content_packages" ("test_name", "id")',
})
@Index({
  name: 'content_packages_status_order_index',
  expression: 'create index "content_packages_status_order_index" on "content_packages" ("status_id", "id")',
})
@Index({
  name: 'content_packages_file_name_trgm_index',
  expression: 'create index "content_packages_file_name_trgm_index" on "content_packages" using gin ("file_name" gin_trgm_ops)',
})
@Index({
  name: 'content_packages_test_description_trgm_index',
  expression: 'create index "content_packages_test_description_trgm_index" on "content_packages" using gin ("test_description" gin_trgm_ops)',
})
@Index({
  name: 'content_packages_test_name_trgm_index',
  expression: 'create index "content_packages_test_name_trgm_index" on "content_packages" using gin ("test_name" gin_trgm_ops)',
})
export class ContentPackage {
  [OptionalProps]?: 'createdOn' | 'updatedOn' | 'statusId' | 'importAttempts' | 'warningCount';

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

  /** the process log's warnings, kept so Import History counts them without reading the log */
  @Property({ type: 'integer' })
  warningCount: number = 0;

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
