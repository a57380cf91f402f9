import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import type { Lang } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import type { SaveAndExitResponseDto } from './dto/delivery-requests.dto';
import { answerRequired } from './answer-rules';
import type { CheckResultDto, DeliveryStateDto } from './dto/delivery-views.dto';
import { DeliveryMode } from './entities/test-session.entity';
import { finalizeItems } from './finalizer';
import { checkResultOf } from './item-scoring';
import { sessionRoute } from './route';
import { SessionStore } from './session-store.service';
import { moveTo } from './sessions.queries';
import { isAnswered } from './session-rows';
import { stateView } from './views';

/** Moves through a session: reading its state, checking an answer, moving on in a linear part, leaving. */
@Injectable()
export class ProgressService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: SessionStore,
  ) {}

  async state(sessionId: number, user: User, lang: Lang): Promise<DeliveryStateDto> {
    const loaded = await this.store.load(sessionId, user, lang);
    await this.store.markPresented(loaded, loaded.session.currentPosition);
    return stateView(loaded);
  }

  /** Learn As You Go: the answer becomes final and the verdict, correct answer and feedback come back. */
  async check(sessionId: number, position: number, user: User, lang: Lang): Promise<CheckResultDto> {
    return this.em.transactional(async (em) => {
      const loaded = await this.store.load(sessionId, user, lang, { change: true, lock: true }, em);
      if (loaded.session.mode !== DeliveryMode.LearnAsYouGo) throw new ConflictException('delivery.checkLearnOnly');
      const { routeItem, item } = this.store.routeItem(loaded, position);
      const row = loaded.rows.get(routeItem.uin);
      if (row?.final) return checkResultOf(item, row.response);
      if (!isAnswered(row?.response)) throw new ConflictException('delivery.checkUnanswered');
      await finalizeItems(em, loaded, [routeItem.uin]);
      await this.bump(em, sessionId, position);
      return checkResultOf(item, row!.response);
    });
  }

  /**
   * `expected` is where the student pressed Next, so a second press arriving after the first moved (a double
   * click, a retry) finds the session elsewhere and moves nothing.
   */
  async next(sessionId: number, user: User, lang: Lang, expected?: number): Promise<DeliveryStateDto> {
    return this.em.transactional(async (em) => {
      const loaded = await this.store.load(sessionId, user, lang, { change: true, lock: true }, em);
      const from = Math.min(loaded.session.currentPosition, loaded.route.items.length);
      if (from >= loaded.route.items.length) return stateView(loaded, from);
      if (expected !== undefined && expected !== from) return stateView(loaded, from);
      const ref = loaded.route.items[from];
      if (ref.navigationMode !== 'linear') throw new ConflictException('delivery.nextLinearOnly');
      if (answerRequired(loaded.content.structure, ref) && !isAnswered(loaded.rows.get(ref.uin)?.response))
        throw new ConflictException('delivery.answerRequired');
      await finalizeItems(em, loaded, [ref.uin]);
      const rows = await this.store.rows(sessionId, em);
      const after = { ...loaded, rows, route: sessionRoute(loaded.content, loaded.session.seed, rows.values()) };
      const to = Math.min(from + 1, after.route.items.length);
      await this.bump(em, sessionId, to);
      await this.store.markPresented(after, to, em);
      return stateView(after, to);
    });
  }

  /** Everything is already saved; the session stays pending until it expires. */
  async saveAndExit(sessionId: number, user: User, lang: Lang): Promise<SaveAndExitResponseDto> {
    const { session } = await this.store.load(sessionId, user, lang, { change: true });
    return { expiresOn: session.expiresOn.toISOString() };
  }

  private async bump(em: EntityManager, sessionId: number, position: number): Promise<void> {
    await moveTo(em, sessionId, position);
  }
}
