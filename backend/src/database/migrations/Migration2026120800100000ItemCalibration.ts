import { Migration } from '@mikro-orm/migrations';

/** The item statistics job's IRT calibration: the run's summary beside the items (each item's parameters are in `items`). */
export class Migration2026120800100000ItemCalibration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "item_statistics" add column "calibration" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "item_statistics" drop column "calibration";`);
  }
}
