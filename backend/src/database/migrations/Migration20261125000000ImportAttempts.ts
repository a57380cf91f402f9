import { Migration } from '@mikro-orm/migrations';

/**
 * How often an import was started, and when the last start was: a package whose import keeps
 * stopping its process (or its worker) is failed after a bounded number of starts instead of being
 * queued again at every start-up.
 */
export class Migration20261125000000ImportAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "content_packages" add column "import_attempts" smallint not null default 0, add column "import_started_on" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_packages" drop column "import_attempts", drop column "import_started_on";`);
  }
}
