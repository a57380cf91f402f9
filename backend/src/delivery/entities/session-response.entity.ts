import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { CandidateResponse, QtiValue } from '../../qti/types';
import { TestSession } from './test-session.entity';

/** A student's answer to one item of a session, with its flag and, once final, its score. */
@Entity({ tableName: 'session_responses' })
@Unique({ properties: ['session', 'uin'] })
export class SessionResponse {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => TestSession, { deleteRule: 'cascade' })
  session!: TestSession;

  @Property({ length: 200 })
  uin!: string;

  /** the item's position in the session's route when it was last written */
  @Property()
  position!: number;

  /** by response identifier; null when the item was only flagged or reached unanswered */
  @Property({ type: 'json', nullable: true })
  response?: Record<string, CandidateResponse> | null;

  /** the client's id of the write that set `response`: a replay of it changes nothing */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  /** when the student answered (client clock, never later than the server's); older writes lose */
  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  @Property({ type: 'datetime' })
  savedOn!: Date;

  @Property()
  flagged: boolean = false;

  /** the candidate was shown the item (it was delivered to the player, or answered): QTI's numberPresented */
  @Property()
  presented: boolean = false;
  /** the student's own marks: choices struck out, text highlighted (see ItemMarksService) */
  @Property({ type: 'json', nullable: true })
  marks?: { eliminated: { responseIdentifier: string; choiceIdentifier: string }[]; highlights: { target: string; start: number; end: number }[] } | null;

  /** checked (Learn As You Go), left behind in a linear part, or submitted: no longer changes */
  @Property()
  final: boolean = false;

  @Property({ type: 'double', nullable: true })
  score?: number | null;

  @Property({ type: 'double', nullable: true })
  maxScore?: number | null;

  /** the item's outcomes after response processing, as the route engine reads them */
  @Property({ type: 'json', nullable: true })
  outcomes?: Record<string, QtiValue> | null;
}
