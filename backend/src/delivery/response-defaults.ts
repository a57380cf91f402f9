import type { ResponseDeclaration } from '../qti/types';

/**
 * Declared defaults by response identifier: QTI makes a response's default the candidate's
 * starting answer, so the player shows it. A default is no secret (unlike the correct response
 * and the mappings, which never leave the server).
 */
export function responseDefaults(responses: ResponseDeclaration[]): Record<string, string[]> | undefined {
  const found = responses.filter((r) => r.defaultValue?.length);
  return found.length ? Object.fromEntries(found.map((r) => [r.identifier, [...r.defaultValue!]])) : undefined;
}
