import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Role } from '../acl/role.entity';

@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey()
  id!: number;

  /** Stored lower-cased; the spec calls it userName and emailAddress. */
  @Property({ length: 250, unique: true })
  email!: string;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @ManyToOne(() => Role)
  @Index()
  role!: Role;

  @Property({ length: 5 })
  language: string = 'en';

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;
}
