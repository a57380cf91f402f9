import { Fn } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import type { AnswersService } from './answers.service';
import { AnswerDto } from './dto/delivery-requests.dto';
import { ANSWER_TARGET_COMPANION } from './session-store.service';

/**
 * delivery/answer (DeliveryController.answer) without the framework's pipeline, every student
 * saving every few seconds: the session, its state and the stored answer come in one round trip.
 */
export const leanSaveAnswer = (answers: AnswersService): LeanRoute => ({
  url: '/api/delivery/answer',
  dto: AnswerDto,
  fn: Fn.Home,
  companion: (body) => ({ name: 'answer_target', select: ANSWER_TARGET_COMPANION, params: [body.uin, body.sessionId] }),
  handle: (body, auth, req) => answers.answer(body as unknown as AnswerDto, auth.userId, req.lang, auth.companion),
});
