import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { PortalValidationException } from '../common/validation';
import type { Lang } from '../i18n/i18n';
import { countAnswerSave } from '../metrics/metrics';
import type { User } from '../users/user.entity';
import type { AnswerDto, AnswerResponseDto, FlagDto, FlagResponseDto } from './dto/delivery-requests.dto';
import type { DeliveryItemViewDto } from './dto/delivery-views.dto';
import { SessionStatus, TestSession } from './entities/test-session.entity';
import { CandidateFiles } from './candidate-files';
import { assertResponseShape } from './response-shape';
import { SessionStore } from './session-store.service';
import { toResponseRow } from './session-rows';
import { saveAnswer, saveFlag, storedAnswer } from './answer.queries';
import { itemView } from './views';

/** Opening an item, saving an answer the moment it is given, flagging for review. */
@Injectable()
export class AnswersService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: SessionStore,
    private readonly files: CandidateFiles,
  ) {}

  /** Any item of the route; in a linear part that is the current one or an earlier, read-only one. */
  async item(sessionId: number, position: number, user: User, lang: Lang): Promise<DeliveryItemViewDto> {
    const loaded = await this.store.load(sessionId, user, lang);
    this.store.routeItem(loaded, position);
    if (loaded.session.currentPosition !== position && loaded.session.status === SessionStatus.Pending) {
      await this.em.nativeUpdate(TestSession, { id: sessionId }, { currentPosition: position });
    }
    await this.store.markPresented(loaded, position);
    return itemView(loaded, position);
  }

  /**
   * A repeated client id or an answer older than the stored one is acknowledged but ignored, so replays and a
   * second window never go back in time. Hot path: one raw query and one raw upsert.
   */
  async answer(dto: AnswerDto, userId: number, lang: Lang): Promise<AnswerResponseDto> {
    const target = await this.store.answerTarget(dto.sessionId, userId, dto.uin, lang);
    const { routeItem, item } = this.store.routeItem(target, dto.position);
    if (routeItem.uin !== dto.uin) throw new PortalValidationException([{ field: 'uin', message: 'delivery.wrongItem' }]);
    const known = target.known;
    if (known?.final && known.clientId !== dto.clientId) this.refuseIfNewer(known.answeredAt, dto);
    assertResponseShape(item, dto.response);
    if (item.scoring.responses.some((d) => d.baseType === 'file')) await this.files.assertOwnFiles(dto.sessionId, item, dto.response);
    const now = new Date();
    const answeredAt = new Date(Math.min(Date.parse(dto.answeredAt), now.getTime()));
    const saved = await saveAnswer(this.em, {
      sessionId: dto.sessionId,
      uin: dto.uin,
      position: dto.position,
      response: JSON.stringify(dto.response),
      clientId: dto.clientId,
      answeredAt,
      savedOn: now,
    });
    if (saved) {
      countAnswerSave();
      return { saved: true, savedOn: new Date(saved.saved_on).toISOString() };
    }
    // Nothing written: a replay, an older answer, or an item that became final meanwhile.
    const row = toResponseRow((await storedAnswer(this.em, dto.sessionId, dto.uin))!);
    if (row.final && row.clientId !== dto.clientId) this.refuseIfNewer(row.answeredAt, dto);
    return { saved: true, savedOn: row.savedOn.toISOString() };
  }

  /** A final answer is not changed; a stale copy of an earlier one is acknowledged and dropped. */
  private refuseIfNewer(storedAt: Date | null, dto: AnswerDto): void {
    if (!storedAt || Date.parse(dto.answeredAt) > storedAt.getTime()) throw new ConflictException('delivery.itemFinal');
  }

  async flag(dto: FlagDto, user: User, lang: Lang): Promise<FlagResponseDto> {
    const loaded = await this.store.load(dto.sessionId, user, lang, { change: true });
    const { routeItem } = this.store.routeItem(loaded, dto.position);
    await saveFlag(this.em, dto.sessionId, routeItem.uin, dto.position, dto.flagged);
    return { flagged: dto.flagged };
  }
}
