import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Fn } from '@portal/shared';
import { langFrom } from '../i18n/i18n';
import type { PortalRequest } from './request';

export const PUBLIC_KEY = 'portal:public';
export const FUNCTION_KEY = 'portal:function';

/** Open to visitors without a session; every other route needs one (deny by default). */
export const Public = () => applyDecorators(SetMetadata(PUBLIC_KEY, true), ApiExtension('x-public', true));

/** The acl function id a route needs; it is also written into the OpenAPI document. */
export const RequiresFunction = (fn: Fn) =>
  applyDecorators(
    SetMetadata(FUNCTION_KEY, fn),
    ApiExtension('x-function', fn),
    ApiUnauthorizedResponse({ description: 'No valid session' }),
    ApiForbiddenResponse({ description: `The session's acl lacks function ${fn}` }),
  );

export const Lang = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<PortalRequest>();
  return req.lang ?? langFrom(req.headers['accept-language']);
});

/**
 * The rest of the path a trailing `*` route matched. Read through a decorator of our own because
 * `@Param('*')` would put a parameter named `*` into the OpenAPI document, which no path declares.
 */
export const WildcardPath = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const req = ctx.switchToHttp().getRequest<PortalRequest & { params: Record<string, string> }>();
  return req.params['*'] ?? '';
});
