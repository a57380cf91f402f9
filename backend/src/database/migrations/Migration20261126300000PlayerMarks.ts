import { Migration } from '@mikro-orm/migrations';

/**
 * The student's own marks on an item (choices struck out, passage text highlighted), kept with
 * the session so a resumed test, on any device, shows them again.
 */
export class Migration20261126300000PlayerMarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "session_responses" add column "marks" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "session_responses" drop column "marks";`);
  }
}
