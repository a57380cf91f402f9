import type { IncomingMessage } from 'node:http';
import { requestIds } from './request-id';

const from = (remoteAddress: string, id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f-]{36}$/;

describe('requestIds', () => {
  it('makes a new id for every request when no proxy is trusted, whatever the caller sends', () => {
    const ids = requestIds(false);
    expect(ids(from('127.0.0.1', 'chosen'))).toMatch(UUID);
    expect(ids(from('127.0.0.1'))).not.toBe(ids(from('127.0.0.1')));
  });

  it('keeps the id a trusted proxy sends, by address, range or name (IPv4-mapped included)', () => {
    const ids = requestIds(['10.0.0.0/8', '192.0.2.7', 'loopback']);
    expect(ids(from('10.1.2.3', 'lb-1'))).toBe('lb-1');
    expect(ids(from('::ffff:192.0.2.7', 'lb-2'))).toBe('lb-2');
    expect(ids(from('::1', 'lb-3'))).toBe('lb-3');
    expect(ids(from('203.0.113.9', 'spoofed'))).toMatch(UUID);
  });

  it('trusts the hop in front for a hop count, but never an id that could bend a log line', () => {
    const ids = requestIds(1);
    expect(ids(from('203.0.113.9', 'abc-123'))).toBe('abc-123');
    expect(ids(from('203.0.113.9', 'bad id\nline'))).toMatch(UUID);
    expect(ids(from('203.0.113.9', 'x'.repeat(129)))).toMatch(UUID);
  });
});
