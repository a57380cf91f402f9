import Redis from 'ioredis';

/**
 * Removes the keys BullMQ kept under a queue prefix of a test's own (jobs, their results, the
 * queues' metadata): Redis outlives the run, and every suite would otherwise leave its queues there.
 * Nothing to do without REDIS_URL.
 */
export async function dropQueueKeys(prefix: string): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  // a failed connection rejects connect() below; the client's own error events say it again
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
