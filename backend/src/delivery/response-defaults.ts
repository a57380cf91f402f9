import type { ResponseDeclaration } from '../qti/types';

/**
 * QTI makes a response's default the candidate's starting answer; unlike keys and mappings, a default is no
 * secret, so it may leave the server.
 */
export function responseDefaults(responses: ResponseDeclaration[]): Record<string, string[]> | undefined {
  const found = responses.filter((r) => r.defaultValue?.length);
  return found.length ? Object.fromEntries(found.map((r) => [r.identifier, [...r.defaultValue!]])) : undefined;
}
