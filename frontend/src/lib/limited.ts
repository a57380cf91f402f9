/**
 * For a 429, what to tell the user: the server's message (already in their language, naming the
 * seconds its Retry-After asks for), or `fallback` when the body has none. Undefined otherwise.
 */
export function limitedMessage(response: Response | undefined, error: unknown, fallback: string): string | undefined {
  if (response?.status !== 429) return undefined;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
