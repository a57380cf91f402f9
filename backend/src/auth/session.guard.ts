import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { Fn } from '@portal/shared';
import { SESSION_COOKIE, SessionsService } from '../auth/sessions.service';
import { langFrom } from '../i18n/i18n';
import type { AuthContext, AuthRequest } from '../http/auth-context';
import { FUNCTION_KEY, PUBLIC_KEY } from '../http/decorators';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Deny by default. State-changing calls must carry X-Login-Time, which a cross-site form cannot send (CSRF),
 * matching the session's login time; a route naming a function needs 'W' for it in the session's acl.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthRequest>();
    req.lang = langFrom(req.headers['accept-language']);
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;
    const loginTime = req.headers['x-login-time'];
    if (!SAFE_METHODS.has(req.method) && typeof loginTime !== 'string') throw new ForbiddenException('auth.csrf');

    const cookie = req.cookies?.[SESSION_COOKIE];
    const auth = cookie ? await this.sessions.resolve(cookie) : null;
    if (auth?.renewed) {
      // The cookie goes with every slide of the expiry, so the browser keeps it exactly as long as the server does.
      context.switchToHttp().getResponse<FastifyReply>().setCookie(SESSION_COOKIE, cookie!, this.sessions.cookieOptions(auth.expiresAt));
    }
    const headerMatches = typeof loginTime !== 'string' ? SAFE_METHODS.has(req.method) : loginTime === auth?.loginTime;
    if (auth && headerMatches) {
      req.auth = auth;
      announceExpiry(context.switchToHttp().getResponse<FastifyReply>(), auth);
    }
    if (isPublic) return true;
    if (!req.auth) throw new UnauthorizedException('auth.sessionEnded');

    const fn = this.reflector.getAllAndOverride<Fn | undefined>(FUNCTION_KEY, targets);
    if (fn !== undefined && req.auth.acl[String(fn)] !== 'W') throw new ForbiddenException('auth.forbidden');
    return true;
  }
}

/**
 * What the SPA needs to warn before the session ends: the seconds left, and whether the end is the
 * idle limit (another call moves it) or the absolute lifetime (only a fresh sign-in helps).
 */
export function announceExpiry(reply: FastifyReply, auth: AuthContext): void {
  reply.header('x-session-expires-in', String(Math.max(0, Math.floor((auth.expiresAt.getTime() - Date.now()) / 1000))));
  reply.header('x-session-expiry', auth.endsAtLifetime ? 'lifetime' : 'idle');
}
