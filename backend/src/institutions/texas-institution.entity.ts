import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'texas_institutions' })
export class TexasInstitution {
  @PrimaryKey()
  institutionIdPk!: number;

  @Property({ length: 200, unique: true })
  institutionName!: string;

  /** community college, university, state college or technical college */
  @Property({ length: 30 })
  institutionType!: string;
}
