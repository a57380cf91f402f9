import { RequestContext } from '@mikro-orm/core';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthContext, AuthRequest } from '../http/auth-context';
import { Role } from '../acl/role.entity';
import { User } from './user.entity';

const MAPPED = Symbol('signed-in user');

/** The caller's user entity, mapped from the row the session lookup read: no second query, once per request. */
export function signedInUser(req: AuthRequest & { [MAPPED]?: User }): User {
  const auth: AuthContext | undefined = req.auth;
  if (!auth) throw new Error('SignedInUser() used on a route without a session');
  if (!req[MAPPED]) {
    const em = RequestContext.getEntityManager();
    if (!em) throw new Error('SignedInUser() used outside a request context');
    // the role first, so the user's reference to it is this loaded entity
    em.map(Role, { id: auth.columns.role_id as number, name: auth.roleName });
    req[MAPPED] = em.map(User, auth.columns);
  }
  return req[MAPPED];
}

/** The signed-in caller as a user entity, on a route that needs one. */
export const SignedInUser = createParamDecorator((_: unknown, ctx: ExecutionContext): User => signedInUser(ctx.switchToHttp().getRequest<AuthRequest>()));
