import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A number a trigger moves with every statement that changes a table (Migration2026112806100000TableGenerations),
 * in that statement's transaction: while it stands, what was read of the table before is still
 * exact, and may be answered again from memory (see common/generation-cache.ts). Never written by the portal itself.
 */
@Entity({ tableName: 'table_generations' })
export class TableGeneration {
  @PrimaryKey({ length: 63 })
  tableName!: string;

  @Property({ columnType: 'bigint' })
  n!: string;
}
