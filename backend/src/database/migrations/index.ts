import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000Initial } from './Migration20261123000000Initial';
import { Migration20261123100000ContentPackages } from './Migration20261123100000ContentPackages';
import { Migration20261123200000Delivery } from './Migration20261123200000Delivery';
import { Migration20261123350000UsersAdmin } from './Migration20261123350000UsersAdmin';
import { Migration20261124000000Paa } from './Migration20261124000000Paa';
import { Migration20261125000000ImportAttempts } from './Migration20261125000000ImportAttempts';
import { Migration20261126100000SessionPresented } from './Migration20261126100000SessionPresented';
import { Migration20261126300000PlayerMarks } from './Migration20261126300000PlayerMarks';
import { Migration2026112702UsersAtScale } from './Migration2026112702UsersAtScale';
import { Migration2026112703ItemStatsReview } from './Migration2026112703ItemStatsReview';
import { Migration2026112704000000Notifications } from './Migration2026112704000000Notifications';
import { Migration2026112705000000TablesAtScale } from './Migration2026112705000000TablesAtScale';
import { Migration2026112806000000HistoryCounts } from './Migration2026112806000000HistoryCounts';
import { Migration2026112806100000TableGenerations } from './Migration2026112806100000TableGenerations';
import { Migration2026120100000000WarningCount } from './Migration2026120100000000WarningCount';
import { Migration2026120800000000ScaledScore } from './Migration2026120800000000ScaledScore';
import { Migration2026120800100000ItemCalibration } from './Migration2026120800100000ItemCalibration';

/** Listed by hand so that compiled and test builds run the same, ordered set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
  { name: 'Migration20261123100000ContentPackages', class: Migration20261123100000ContentPackages },
  { name: 'Migration20261123200000Delivery', class: Migration20261123200000Delivery },
  { name: 'Migration20261123350000UsersAdmin', class: Migration20261123350000UsersAdmin },
  { name: 'Migration20261124000000Paa', class: Migration20261124000000Paa },
  { name: 'Migration20261125000000ImportAttempts', class: Migration20261125000000ImportAttempts },
  { name: 'Migration20261126100000SessionPresented', class: Migration20261126100000SessionPresented },
  { name: 'Migration20261126300000PlayerMarks', class: Migration20261126300000PlayerMarks },
  { name: 'Migration2026112702UsersAtScale', class: Migration2026112702UsersAtScale },
  { name: 'Migration2026112703ItemStatsReview', class: Migration2026112703ItemStatsReview },
  { name: 'Migration2026112704000000Notifications', class: Migration2026112704000000Notifications },
  { name: 'Migration2026112705000000TablesAtScale', class: Migration2026112705000000TablesAtScale },
  { name: 'Migration2026112806000000HistoryCounts', class: Migration2026112806000000HistoryCounts },
  { name: 'Migration2026112806100000TableGenerations', class: Migration2026112806100000TableGenerations },
  { name: 'Migration2026120100000000WarningCount', class: Migration2026120100000000WarningCount },
  { name: 'Migration2026120800000000ScaledScore', class: Migration2026120800000000ScaledScore },
  { name: 'Migration2026120800100000ItemCalibration', class: Migration2026120800100000ItemCalibration },
];
