import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

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
    .addCookieAuth('portal_sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
  return sortKeys(document);
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
