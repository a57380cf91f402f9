import { Migration } from '@mikro-orm/migrations';

/**
 * Deleted accounts stay as anonymised rows (deleted_on set). The users table filters by
 * case-insensitive prefix, which these partial pattern indexes answer without a scan; the default
 * order (newest first) and the role filter have theirs too.
 */
export class Migration20261123350000UsersAdmin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "deleted_on" timestamptz null;`);
    this.addSql(`create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops) where "deleted_on" is null;`);
    this.addSql(`create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops) where "deleted_on" is null;`);
    this.addSql(`create index "users_email_prefix_index" on "users" ("email" text_pattern_ops) where "deleted_on" is null;`);
    this.addSql(`create index "users_created_on_index" on "users" ("created_on", "id") where "deleted_on" is null;`);
    this.addSql(`create index "users_role_created_on_index" on "users" ("role_id", "created_on", "id") where "deleted_on" is null;`);
  }

  override async down(): Promise<void> {
    for (const name of [
      'users_first_name_prefix_index',
      'users_last_name_prefix_index',
      'users_email_prefix_index',
      'users_created_on_index',
      'users_role_created_on_index',
    ]) {
      this.addSql(`drop index if exists "${name}";`);
    }
    this.addSql(`alter table "users" drop column "deleted_on";`);
  }
}
