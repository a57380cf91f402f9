import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Moved by a trigger in every changing transaction, so a page read while it stands may be answered again from
 * memory (common/generation-cache.ts). Never written by the portal itself.
 */
@Entity({ tableName: 'table_generations' })
export class TableGeneration {
  @PrimaryKey({ length: 63 })
  tableName!: string;

  @Property({ columnType: 'bigint' })
  n!: string;
}
