import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the candidate was shown an item: QTI's numberPresented counts the items presented, which
 * in a nonlinear part is not the same as the items on the route nor the items answered.
 */
export class Migration20261126100000SessionPresented extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "session_responses" add column "presented" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "session_responses" drop column "presented";`);
  }
}
