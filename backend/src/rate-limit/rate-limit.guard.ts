import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { PortalRequest } from '../http/request';
import type { LimitName } from './limits';
import { LimitsService } from './limits.service';

/** How a route is counted: by client address, by address and the body's email, or by user. */
export type LimitKind = 'signup' | 'forgot' | 'events' | 'certificate';

const LIMIT_KEY = 'portal:limit';

/** Limits a public route; the answer past the limit is 429 with Retry-After. */
export const RateLimit = (kind: LimitKind) =>
  applyDecorators(SetMetadata(LIMIT_KEY, kind), ApiTooManyRequestsResponse({ description: 'Too many requests; Retry-After says when to try again' }));

/**
 * `req.ip` is the socket's address unless TRUST_PROXY names the proxy in front, so a client cannot
 * pick its own key with X-Forwarded-For. Runs after the session guard, so `req.auth` is known.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: LimitsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<LimitKind | undefined>(LIMIT_KEY, context.getHandler());
    if (!kind) return true;
    const req = context.switchToHttp().getRequest<PortalRequest>();
    await this.limits.consume(...counts(kind, req));
    return true;
  }
}

function counts(kind: LimitKind, req: PortalRequest): [LimitName, string][] {
  const address = req.ip;
  switch (kind) {
    case 'forgot': {
      const body = req.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return [
        ['forgotAddress', address],
        ['forgot', `${address}|${email}`],
      ];
    }
    case 'events':
      return req.auth ? [['events', `user:${req.auth.userId}`]] : [['eventsVisitor', address]];
    default:
      return [[kind, address]];
  }
}
