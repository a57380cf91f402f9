import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TexasInstitution } from '../institutions/texas-institution.entity';
import { User } from '../users/user.entity';

export enum PaaStatus {
  InProgress = 0,
  Finished = 1,
  Closed = 2,
}

/** The category of the PAA's sample tests (spec section 9). */
export const PAA_SAMPLE_CATEGORY = 5;

/** The last step index of the wizard: 0 Select Institution ... 4 Resources. */
export const PAA_LAST_STEP = 4;

/** A student's walk through the five-step Pre-Assessment Activity. */
@Entity({ tableName: 'paa_sessions' })
// Beginning anew closes the old one first, so a student never has two in progress.
@Unique({
  name: 'paa_sessions_one_in_progress_unique',
  expression: 'create unique index "paa_sessions_one_in_progress_unique" on "paa_sessions" ("user_id") where "status" = 0',
})
export class PaaSession {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** 0-based index of the last step passed */
  @Property({ type: 'smallint' })
  lastCompletedStep: number = 0;

  @ManyToOne(() => TexasInstitution, { fieldName: 'institution_id', nullable: true, deleteRule: 'set null' })
  institution?: TexasInstitution | null;

  /** the student's own ID at the institution, optional */
  @Property({ length: 50, nullable: true })
  studentDisplayId?: string | null;

  /** 'YYYY-MM-DD' */
  @Property({ type: 'date', nullable: true })
  studentDob?: string | null;

  @Property()
  agreementChecked: boolean = false;

  @Property()
  videosWatched: boolean = false;

  /** 0 in progress, 1 finished, 2 closed */
  @Property({ type: 'smallint' })
  status: PaaStatus = PaaStatus.InProgress;

  /** what an advisor types to check a certificate, set on finish */
  @Property({ length: 12, nullable: true, unique: true })
  certificateCode?: string | null;

  @Property({ type: 'datetime' })
  startedOn: Date = new Date();

  @Property({ type: 'datetime' })
  updatedOn: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedOn?: Date | null;
}
