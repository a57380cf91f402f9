import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { PortalValidationException } from '../common/validation';
import type { RouteResult } from '../qti/delivery';
import { type Lang, t } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { SessionStatus, TestSession } from './entities/test-session.entity';
import { cachedSessionRoute, sessionRoute } from './route';
import { sessionItem } from './session-items';
import { type ResponseRow, toResponseRow } from './session-rows';
import { answerTarget, markPresented, sessionAnswers } from './answer.queries';
import { ownedSession } from './sessions.queries';
import { type TestContent, TestContentService } from '../practice-tests/test-content.service';

/** A session with everything that decides what the student sees. */
export interface LoadedSession {
  session: TestSession;
  content: TestContent;
  rows: Map<string, ResponseRow>;
  route: RouteResult;
}

export interface LoadOptions {
  /** the call changes the session: refused unless it is pending and not expired */
  change?: boolean;
  /** inside a transaction: lock the session row so changes of the route happen one at a time */
  lock?: boolean;
}

/** What saving an answer needs of its session: no entity, only what decides whether and where it is saved. */
export interface AnswerTarget {
  content: TestContent;
  /** the session's seed: the route's and the template values' */
  seed: number;
  route: RouteResult;
  /** the stored answer of the item named, if any */
  known?: { final: boolean; clientId: string | null; answeredAt: Date | null };
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Finds a caller's own session and holds it to its status; every delivery call goes through here. */
@Injectable()
export class SessionStore {
  constructor(
    private readonly em: EntityManager,
    private readonly contents: TestContentService,
  ) {}

  /** Another student's session is answered exactly like one that does not exist. */
  async owned(sessionId: number, user: Pick<User, 'id'>, em: EntityManager = this.em, lock = false): Promise<TestSession> {
    return (await this.ownedWithRows(sessionId, user, em, lock, false)).session;
  }

  /**
   * The session and, when asked, its responses in one round trip of raw SQL: every delivery call
   * starts here, and the ORM's query building and hydration of a findOne cost more than the query.
   */
  private async ownedWithRows(sessionId: number, user: Pick<User, 'id'>, em: EntityManager, lock: boolean, withRows: boolean) {
    const raw = await ownedSession(em, sessionId, user.id, lock, withRows);
    if (!raw) throw new NotFoundException('delivery.sessionNotFound');
    const { __responses: list, ...columns } = raw as Record<string, unknown>;
    const rows = new Map<string, ResponseRow>();
    for (const r of (typeof list === 'string' ? JSON.parse(list) : (list ?? [])) as Record<string, unknown>[]) rows.set(r.uin as string, toResponseRow(r));
    return { session: em.map(TestSession, columns), rows };
  }

  /** Expired sessions answer 410 saying when; a change to a completed one answers 409. */
  async assertStatus(session: Pick<TestSession, 'id' | 'status' | 'expiresOn'>, lang: Lang, change: boolean, em: EntityManager = this.em): Promise<void> {
    if (session.status === SessionStatus.Pending && session.expiresOn.getTime() <= Date.now()) {
      await em.nativeUpdate(TestSession, { id: session.id, status: SessionStatus.Pending }, { status: SessionStatus.Expired });
      session.status = SessionStatus.Expired;
    }
    if (session.status === SessionStatus.Expired) throw new GoneException(t(lang, 'delivery.sessionExpired', { date: when(session.expiresOn) }));
    if (change && session.status === SessionStatus.Completed) throw new ConflictException('delivery.sessionCompleted');
  }

  async content(session: TestSession, em: EntityManager = this.em): Promise<TestContent> {
    const content = await this.contents.get(session.testDetail.id, em);
    if (!content) throw new NotFoundException('delivery.sessionNotFound');
    return content;
  }

  async rows(sessionId: number, em: EntityManager = this.em): Promise<Map<string, ResponseRow>> {
    const raw = await sessionAnswers(em, sessionId);
    return new Map(raw.map((r: Record<string, unknown>) => toResponseRow(r)).map((r) => [r.uin, r]));
  }

  async load(sessionId: number, user: Pick<User, 'id'>, lang: Lang, options: LoadOptions = {}, em: EntityManager = this.em): Promise<LoadedSession> {
    const { session, rows } = await this.ownedWithRows(sessionId, user, em, options.lock ?? false, true);
    await this.assertStatus(session, lang, options.change ?? false, em);
    const content = await this.content(session, em);
    return { session, content, rows, route: sessionRoute(content, session.seed, rows.values()) };
  }

  /** The hot path of saving an answer: a change, so refused unless the session is pending. */
  async answerTarget(sessionId: number, userId: number, uin: string, lang: Lang): Promise<AnswerTarget> {
    const raw = await answerTarget(this.em, sessionId, userId, uin);
    if (!raw) throw new NotFoundException('delivery.sessionNotFound');
    await this.assertStatus({ id: sessionId, status: Number(raw.status), expiresOn: new Date(raw.expires_on as string | Date) }, lang, true);
    const content = await this.contents.get(Number(raw.test_detail_id));
    if (!content) throw new NotFoundException('delivery.sessionNotFound');
    const finals = json<[string, ResponseRow['outcomes']][] | null>(raw.finals) ?? [];
    const seed = Number(raw.seed);
    const route = cachedSessionRoute(content, seed, finals);
    if (raw.known_final == null) return { content, route, seed };
    const answeredAt = raw.known_answered_at == null ? null : new Date(raw.known_answered_at as string | Date);
    return { content, route, seed, known: { final: Boolean(raw.known_final), clientId: (raw.known_client_id as string | null) ?? null, answeredAt } };
  }

  /**
   * Records once that the candidate is shown the item at `position` (QTI's numberPresented counts
   * it), while the session is pending; a final item is settled and stays as it is.
   */
  async markPresented(loaded: Pick<LoadedSession, 'session' | 'route' | 'rows'>, position: number, em: EntityManager = this.em): Promise<void> {
    const ref = loaded.route.items[position];
    if (!ref || loaded.session.status !== SessionStatus.Pending) return;
    const row = loaded.rows.get(ref.uin);
    if (row?.presented || row?.final) return;
    await markPresented(em, loaded.session.id, ref.uin, position);
  }

  /** The route position a call names with the item as this session sees it, or a 400 naming the field. */
  routeItem(loaded: Pick<LoadedSession, 'route' | 'content'> & ({ session: Pick<TestSession, 'seed'> } | { seed: number }), position: number) {
    const ref = loaded.route.items[position];
    const seed = 'session' in loaded ? loaded.session.seed : loaded.seed;
    const item = ref && sessionItem(loaded.content, seed, ref.uin);
    if (!item) throw new PortalValidationException([{ field: 'position', message: 'delivery.notInRoute' }]);
    return { routeItem: ref, item };
  }
}
