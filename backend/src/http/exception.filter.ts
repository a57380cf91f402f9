import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isMessageKey, langFrom, t } from '../i18n/i18n';
import { TooManyRequestsException } from './too-many-requests';
import type { PortalRequest } from './request';
import { PortalValidationException } from '../common/validation';

/** One error body for every failure: { statusCode, message, errors? }, in the caller's language. */
@Catch()
export class PortalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<PortalRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const lang = req.lang ?? langFrom(req.headers?.['accept-language']);
    const say = (text: string, vars?: Record<string, string | number>) => (isMessageKey(text) ? t(lang, text, vars) : text);

    if (exception instanceof PortalValidationException) {
      const errors = exception.problems.map((p) => ({ field: p.field, message: say(p.message, p.vars) }));
      void reply.status(HttpStatus.BAD_REQUEST).send({ statusCode: 400, message: errors[0]?.message ?? say('validation.failed'), errors });
      return;
    }
    if (exception instanceof TooManyRequestsException) {
      const seconds = exception.retryAfterSeconds;
      void reply
        .status(429)
        .header('retry-after', String(seconds))
        .send({ statusCode: 429, message: say(exception.messageKey, { seconds }), retryAfterSeconds: seconds, busy: exception.messageKey === 'auth.busy' });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? exception.message);
      const message = say(Array.isArray(raw) ? raw.join('; ') : raw);
      // A refusal may say which field it is about and why, like a validation error.
      const extra = typeof body === 'object' ? (body as { errors?: { field: string; message: string }[] }).errors : undefined;
      const errors = extra?.map((e) => ({ field: e.field, message: say(e.message) }));
      void reply.status(status).send({ statusCode: status, message, ...(errors ? { errors } : {}) });
      return;
    }
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      void reply.status(fastifyStatus).send({ statusCode: fastifyStatus, message: (exception as Error).message });
      return;
    }
    this.logger.error(`request ${req.id} answered 500: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    void reply.status(500).send({ statusCode: 500, message: 'Internal server error' });
  }
}
