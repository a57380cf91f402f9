import { Fn } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import type { AnswerPlans } from './answer-plans';
import type { AnswersService } from './answers.service';
import { AnswerDto } from './dto/delivery-requests.dto';
import { ANSWER_TARGET_COMPANION } from './session-store.service';

/**
 * delivery/answer (DeliveryController.answer) without the framework's pipeline, every student
 * saving every few seconds. An answer that can be checked ahead (AnswerPlans) is written by the
 * session's lookup itself, in one round trip; any other comes with its session's state in that
 * round trip and is written by a second one. A write the lookup did not make goes the usual way.
 */
export const leanSaveAnswer = (answers: AnswersService, plans: AnswerPlans): LeanRoute => ({
  url: '/api/delivery/answer',
  dto: AnswerDto,
  fn: Fn.Home,
  companion: async (body, req, sessions) => {
    const now = Date.now();
    const write = await plans.write(body as unknown as AnswerDto, now, sessions.liveSessionCondition(now, String(req.headers['x-login-time']), String(Fn.Home)));
    return write ?? { name: 'answer_target', select: ANSWER_TARGET_COMPANION, params: [body.uin, body.sessionId] };
  },
  handle: (body, auth, req, companion) => {
    const dto = body as unknown as AnswerDto;
    if (!companion?.write) return answers.answer(dto, auth.userId, req.lang, auth.companion);
    if (auth.companion) return { saved: true, savedOn: new Date(auth.companion.saved_on as string | Date).toISOString() };
    return answers.answer(dto, auth.userId, req.lang);
  },
});
