// The keys BullMQ keeps under a queue prefix (jobs, their results, the queues' metadata), removed
// after a bench or a test run that used a prefix of its own: Redis outlives the run.
import Redis from 'ioredis';

export async function dropQueueKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  // a failed connection rejects connect() below; the client's own error events say it again
  redis.on('error', () => {});
  try {
    // inside the try: a client that failed to connect would otherwise go on reconnecting
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
