import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Rows of a large table, kept by a trigger on it (`count_rows`, Migration2026112705000000TablesAtScale)
 * so an unfiltered page's total needs no count over every row. Never written by the portal itself.
 */
@Entity({ tableName: 'row_counts' })
export class RowCount {
  @PrimaryKey({ length: 63 })
  tableName!: string;

  @Property({ columnType: 'bigint' })
  n!: string;
}
