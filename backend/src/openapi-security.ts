import type { OpenAPIObject } from '@nestjs/swagger';

export const SESSION_SCHEME = 'session';
export const LOGIN_TIME_SCHEME = 'loginTime';

const SAFE_METHODS = new Set(['get', 'head', 'options']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const CSRF_REFUSAL = { description: 'The call did not carry the X-Login-Time header (auth.csrf).' };
const NO_SESSION = { description: 'No live session matches the cookie and X-Login-Time (auth.sessionEnded).' };

/**
 * X-Login-Time is needed by every state-changing call, public ones too (the CSRF defence); as security
 * schemes, Swagger UI sends them and a linter checks every operation.
 */
export function applySecurity(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.securitySchemes = {
    [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'portal_sid', description: 'Set by /api/login; the browser sends it.' },
    [LOGIN_TIME_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Login-Time',
      description: 'The loginTime of the /api/login answer (any value before login); Swagger UI fills it in from a login made here.',
    },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      const isPublic = (operation as unknown as Record<string, unknown>)['x-public'] === true;
      const safe = SAFE_METHODS.has(method);
      const requirement: Record<string, string[]> = {};
      if (!isPublic) requirement[SESSION_SCHEME] = [];
      if (!safe) requirement[LOGIN_TIME_SCHEME] = [];
      operation.security = Object.keys(requirement).length ? [requirement] : [];
      if (!safe) operation.responses['403'] ??= CSRF_REFUSAL;
      if (!isPublic) operation.responses['401'] ??= NO_SESSION;
    }
  }
}
