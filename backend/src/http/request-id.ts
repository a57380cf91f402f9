import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { TrustProxy } from '../config/trust-proxy';

/** An id a proxy may hand on: short, and nothing a log line or a header could be bent by. */
const GIVEN_ID = /^[\w.:@-]{1,128}$/;

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** One address (a range of one) or a CIDR range of TRUST_PROXY's list. */
function rangeOf(entry: string): [string, number, 'ipv4' | 'ipv6'] {
  const [address, bits] = entry.split('/');
  const family = isIPv4(address) ? 'ipv4' : 'ipv6';
  return [address, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family];
}

/** Whether the connection comes from a proxy TRUST_PROXY names (a hop count trusts the one in front). */
function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trustProxy) {
    for (const [address, bits, family] of NAMED_RANGES[entry] ?? [rangeOf(entry)]) list.addSubnet(address, bits, family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Each request's id: the `x-request-id` a trusted proxy sent, so that its lines and the portal's
 * match, or a new one. Any other caller's header is ignored: a client cannot pick the id it is logged under.
 */
export function requestIds(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && GIVEN_ID.test(given) && trusted(req.socket?.remoteAddress) ? given : randomUUID();
  };
}
