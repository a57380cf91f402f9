import { Migration } from '@mikro-orm/migrations';

/** The practice scaled score of an adaptive test, kept at submit so History need not walk the route again. */
export class Migration2026120800000000ScaledScore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "test_sessions" add column "scaled_score" smallint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "test_sessions" drop column "scaled_score";`);
  }
}
