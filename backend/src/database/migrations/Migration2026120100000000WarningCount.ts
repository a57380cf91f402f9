import { Migration } from '@mikro-orm/migrations';

/**
 * How many warnings a package's import gave, which Import History shows. Packages imported before
 * entries carried a severity count every finding of a package that did not fail, but its summary.
 */
export class Migration2026120100000000WarningCount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "content_packages" add column "warning_count" int not null default 0;`);
    this.addSql(`update "content_packages" c set "warning_count" = (
      select count(*) from jsonb_array_elements(c."process_log") e
      where coalesce(e->>'severity', 'warning') = 'warning' and e->>'code' not like 'import.created.%'
    ) where c."status_id" <> 2 and jsonb_typeof(c."process_log") = 'array';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_packages" drop column "warning_count";`);
  }
}
