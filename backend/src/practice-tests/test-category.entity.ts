import { Entity, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** A practice-test category; ids 4 (full practice tests) and 5 (PAA samples) are fixed by the spec. */
@Entity({ tableName: 'test_categories' })
export class TestCategory {
  [PrimaryKeyProp]?: 'categoryId';

  @PrimaryKey({ autoincrement: false })
  categoryId!: number;

  @Property({ length: 100 })
  categoryName!: string;

  @Property({ type: 'text' })
  categoryDescription!: string;

  @Property()
  sortOrder: number = 0;
}
