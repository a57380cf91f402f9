import { Fn } from '../acl/functions';
import type { LeanRoute } from '../common/lean-routes';
import type { AnswersService } from './answers.service';
import { AnswerDto } from './dto/delivery-requests.dto';

/** delivery/answer (DeliveryController.answer) without the framework's pipeline: every student saves every few seconds. */
export const leanSaveAnswer = (answers: AnswersService): LeanRoute => ({
  url: '/api/delivery/answer',
  dto: AnswerDto,
  fn: Fn.Home,
  handle: (body, auth, req) => answers.answer(body as unknown as AnswerDto, auth.userId, req.lang),
});
