import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: nothing trusted, the last N hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (NAMED.has(value) || isIP(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-For is ignored and the socket's
 * address is the client's); a whole number trusts that many hops in front of the portal; otherwise
 * a comma-separated list of the proxies' addresses or CIDR ranges (or loopback, linklocal,
 * uniquelocal). Returns an error text naming the bad part, or the parsed value.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : { error: 'a hop count must be between 1 and 10' };
  }
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = parts.find((p) => !isAddressOrRange(p));
  if (bad !== undefined || parts.length === 0) return { error: `'${bad ?? value}' is not false, a hop count, an IP address or a CIDR range` };
  return parts;
}
