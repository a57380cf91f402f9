import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from './http/error-body.dto';
import { addBodyNodeSchemas, BODY_NODE_MODELS } from './delivery/dto/body-node-schema';
import { applySecurity } from './openapi-security';

function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    ) as T;
  }
  return value;
}

/** Deterministic (sorted) so that the committed openapi.json only changes when the API does. */
export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('TSIA2 Practice Portal API')
    .setDescription(
      'Calls of the practice portal. State-changing calls need the X-Login-Time header; session-bound calls need the session cookie. ' +
        'Every answer of a live session carries X-Session-Expires-In (seconds until it ends without another call) and X-Session-Expiry (idle, or lifetime when only a fresh sign-in helps); ' +
        'the cookie is sent again whenever the end moves. Every answer is Cache-Control: no-store unless it says otherwise.',
    )
    .setVersion('1.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
    extraModels: [...BODY_NODE_MODELS, ErrorBodyDto],
  });
  addBodyNodeSchemas(document.components!.schemas!);
  applySecurity(document);
  describeErrorBodies(document);
  return sortKeys(document);
}

/** Every failure answers the exception filter's one body; a declared error response without content gets it. */
function describeErrorBodies(document: OpenAPIObject): void {
  const content = { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyDto) } } };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Record<string, { content?: unknown }> } | undefined)?.responses;
      if (!responses || typeof responses !== 'object') continue;
      for (const [status, response] of Object.entries(responses)) {
        if (/^[45]/.test(status) && response && !('$ref' in response) && !response.content) response.content = content;
      }
    }
  }
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'TSIA2 Practice Portal API',
    swaggerOptions: { persistAuthorization: true, requestInterceptor: anyLoginTime, responseInterceptor: fillLoginTime },
  });
}

// The two interceptors run in Swagger UI: they are serialised as source, so they may use nothing
// from this module (the scheme is LOGIN_TIME_SCHEME, the header the one it names).

/** Public state-changing calls (login, sign-up) need the header with any value, as in the SPA. */
function anyLoginTime(request: { headers: Record<string, string> }) {
  if (!Object.keys(request.headers).some((name) => name.toLowerCase() === 'x-login-time')) request.headers['X-Login-Time'] = '0';
  return request;
}

/** A login made in Swagger UI authorises the X-Login-Time scheme with the session's login time. */
function fillLoginTime(response: { url: string; body?: { loginTime?: unknown } }) {
  type SwaggerUi = { preauthorizeApiKey(name: string, value: string): void; authActions: { persistAuthorizationIfNeeded(): void } };
  const ui = (globalThis as unknown as { ui?: SwaggerUi }).ui;
  const loginTime = response.body?.loginTime;
  if (!ui || !/\/api\/login$/.test(response.url) || typeof loginTime !== 'string') return response;
  ui.preauthorizeApiKey('loginTime', loginTime);
  // preauthorizeApiKey does not persist by itself; a reload must keep the session usable
  ui.authActions.persistAuthorizationIfNeeded();
  return response;
}
