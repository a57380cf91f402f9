import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { PaaSession } from '../../paa/paa-session.entity';
import { TestDetail } from '../../practice-tests/test-detail.entity';
import { User } from '../../users/user.entity';

/** A player link: random, stored hashed, single use, valid for minutes, bound to a user, a test version and a mode. */
@Entity({ tableName: 'launch_tokens' })
export class LaunchToken {
  @PrimaryKey()
  id!: number;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @ManyToOne(() => TestDetail, { deleteRule: 'cascade' })
  testDetail!: TestDetail;

  /** 1 Learn As You Go, 2 Practice Test */
  @Property({ type: 'smallint' })
  mode!: number;

  /** staff looking at a package before publication; never counted as a student's attempt */
  @Property()
  preview: boolean = false;

  /** the PAA whose sample test the link opens */
  @ManyToOne(() => PaaSession, { nullable: true, deleteRule: 'cascade' })
  paa?: PaaSession | null;

  @Property({ type: 'datetime' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime' })
  expiresOn!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedOn?: Date | null;
}
