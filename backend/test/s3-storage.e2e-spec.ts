import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Readable, Transform } from 'node:stream';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../src/config/config';
import { parseStorageUrl, type S3Location } from '../src/config/storage-url';
import { FileStorage } from '../src/storage/file-storage';
import { S3FileStorage } from '../src/storage/s3-file-storage';
import { startS3Server, type S3TestServer } from './s3-server';

const MiB = 1024 * 1024;

function location(url: string): S3Location {
  const parsed = parseStorageUrl(url);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** `size` bytes made as they are read, 64 KiB at a time, never all at once; `fail` ends it with an error instead. */
function generated(size: number, options: { fail?: Error; slow?: boolean } = {}): Readable {
  let sent = 0;
  const block = randomBytes(64 * 1024);
  return new Readable({
    read() {
      if (sent >= size) {
        if (options.fail) this.destroy(options.fail);
        else this.push(null);
        return;
      }
      const n = Math.min(block.length, size - sent);
      // every block differs, so a part read twice or out of order shows in the hash
      const chunk = Buffer.from(block.subarray(0, n));
      chunk.writeUInt32BE(sent >>> 0, 0);
      sent += n;
      if (options.slow) setTimeout(() => this.push(chunk), 1);
      else this.push(chunk);
    },
  });
}

/** Passes bytes on while it hashes them. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The highest growth, while `work` runs, of the memory Buffers hold (outside the JS heap) and
 * still use: measured after a collection, so that what is already let go does not count.
 */
async function peakBufferGrowth(work: () => Promise<void>): Promise<number> {
  const held = () => {
    gc();
    return process.memoryUsage().arrayBuffers;
  };
  const base = held();
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, held() - base)), 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return peak;
}

describe('object storage: the S3 kind against a real S3-protocol server', () => {
  let server: S3TestServer;
  let storage: S3FileStorage;

  async function openUploads(): Promise<string[]> {
    const res = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: server.bucket }));
    return (res.Uploads ?? []).map((u) => u.Key!);
  }

  beforeAll(async () => {
    server = await startS3Server();
    // three keys a page, so that listing and removing a prefix go through several pages
    storage = new S3FileStorage(location(server.storageUrl('unit')), { pageSize: 3 });
    await storage.onModuleInit();
  });
  afterAll(async () => {
    await storage?.onApplicationShutdown();
    await server?.stop();
  });

  it('writes, reads, lists and removes by prefix, a page at a time', async () => {
    const keys = ['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'a/b/4.txt', 'a/b/c/5.txt', 'a/b/c/6.txt', 'a/d/7.txt'];
    for (const key of keys) expect(await storage.put(key, Readable.from([`text of ${key}`]))).toBe(`text of ${key}`.length);
    await storage.put('ab/neighbour.txt', Readable.from(['next door']));
    await storage.put('a', Readable.from(['the prefix itself']));

    expect(await text(storage.read('a/b/c/5.txt'))).toBe('text of a/b/c/5.txt');
    expect(await storage.exists('a/b/3.txt')).toBe(true);
    expect(await storage.exists('a/b')).toBe(false);
    expect(await keysUnder(storage, 'a')).toEqual(keys);
    const listed = [];
    for await (const file of storage.list('a/b')) listed.push(file);
    expect(listed[0].modified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // a write replaces what was there, whole
    await storage.put('a/1.txt', Readable.from(['second version']));
    expect(await text(storage.read('a/1.txt'))).toBe('second version');
    // an empty file is a file
    expect(await storage.put('a/empty', Readable.from([]))).toBe(0);
    expect(await storage.exists('a/empty')).toBe(true);
    expect(await text(storage.read('a/empty'))).toBe('');

    await storage.remove('a');
    expect(await keysUnder(storage, 'a')).toEqual([]);
    expect(await storage.exists('a')).toBe(false);
    expect(await storage.exists('ab/neighbour.txt')).toBe(true);
    // the objects are under the URL's prefix, on the server's disk
    expect(existsSync(join(server.dir, server.bucket, 'unit', 'ab'))).toBe(true);
    // removing what is not there is no error
    await storage.remove('nothing/here');

    await expect(text(storage.read('a/1.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => storage.read('../outside')).toThrow(/outside the storage/);
    await expect(storage.put('a/../../outside', Readable.from(['x']))).rejects.toThrow(/outside the storage/);
  });

  it('leaves no object and no open upload when the stream fails, small or in parts', async () => {
    await expect(storage.put('failed/small.bin', generated(1000, { fail: new Error('client went away') }))).rejects.toThrow('client went away');
    await expect(storage.put('failed/large.bin', generated(12 * MiB, { fail: new Error('client went away') }))).rejects.toThrow('client went away');
    // an error in a transform of the chain fails the write as well
    const refusing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(chunk.readUInt32BE(0) >= 6 * MiB ? new Error('not a zip') : null, chunk);
      },
    });
    await expect(storage.put('failed/refused.bin', [generated(8 * MiB), refusing])).rejects.toThrow('not a zip');

    expect(await storage.exists('failed/small.bin')).toBe(false);
    expect(await storage.exists('failed/large.bin')).toBe(false);
    expect(await storage.exists('failed/refused.bin')).toBe(false);
    expect(await keysUnder(storage, 'failed')).toEqual([]);
    expect(await openUploads()).toEqual([]);
  });

  it('leaves nothing when the signal abandons a write, before or after its last byte', async () => {
    const abandon = new AbortController();
    const source = generated(20 * MiB, { slow: true });
    let seen = 0;
    source.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen >= 7 * MiB) abandon.abort(new Error('past the deadline'));
    });
    await expect(storage.put('abandoned/large.bin', source, abandon.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(source.destroyed).toBe(true);

    // abandoned as its last byte passes: it does not stay either
    const late = new AbortController();
    const tail = new Transform({
      transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
      flush: (done) => {
        late.abort(new Error('deleted meanwhile'));
        done();
      },
    });
    await expect(storage.put('abandoned/late.txt', [Readable.from(['whole']), tail], late.signal)).rejects.toThrow();

    expect(await keysUnder(storage, 'abandoned')).toEqual([]);
    expect(await openUploads()).toEqual([]);
  });

  it('streams a large file in and out in parts, its memory far below its size', async () => {
    const size = 80 * MiB;
    const written = createHash('sha256');
    let stored = 0;
    const putGrowth = await peakBufferGrowth(async () => {
      stored = await storage.put('large/file.bin', [generated(size), hashing(written)]);
    });
    expect(stored).toBe(size);
    // two parts in flight and one filling, of 5 MiB each (about 25 MiB with their copies), not the file's 80
    expect(putGrowth).toBeLessThan(size / 2);

    const read = createHash('sha256');
    let readBytes = 0;
    const readGrowth = await peakBufferGrowth(async () => {
      for await (const chunk of storage.read('large/file.bin')) {
        read.update(chunk as Buffer);
        readBytes += (chunk as Buffer).length;
      }
    });
    expect(readBytes).toBe(size);
    expect(read.digest('hex')).toBe(written.digest('hex'));
    expect(readGrowth).toBeLessThan(size / 4);

    // a reader that needs a file on disk gets a temporary copy, gone once released
    const copy = await storage.localCopy('large/file.bin');
    expect(copy.path.startsWith(tmpdir())).toBe(true);
    expect(readFileSync(copy.path).length).toBe(size);
    await copy.release();
    expect(existsSync(copy.path)).toBe(false);
    await storage.remove('large');
  }, 120_000);

  it('copies to a temporary file only what is there, and leaves no file when the copy fails', async () => {
    await storage.put('copy/small.txt', Readable.from(['small']));
    const copy = await storage.localCopy('copy/small.txt');
    expect(readFileSync(copy.path, 'utf8')).toBe('small');
    const folder = join(copy.path, '..');
    await copy.release();
    await expect(storage.localCopy('copy/missing.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    const cancelled = new AbortController();
    cancelled.abort(new Error('stopped'));
    await expect(storage.localCopy('copy/small.txt', cancelled.signal)).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
    await storage.remove('copy');
  });

  it('aborts at start-up the uploads a killed process left open, once they are an hour old', async () => {
    const client = storage.client;
    const begin = async (Key: string) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: server.bucket, Key }));
      await client.send(new UploadPartCommand({ Bucket: server.bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(1024) }));
      return UploadId!;
    };
    const old = await begin('unit/killed/package.zip');
    await begin('unit/running/package.zip');
    const otherPortal = await begin('elsewhere/killed/package.zip');
    // as if begun two hours ago
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const id of [old, otherPortal]) utimesSync(join(server.dir, server.bucket, '._S3rver_uploads', id, 'key'), twoHoursAgo, twoHoursAgo);
    expect((await openUploads()).sort()).toEqual(['elsewhere/killed/package.zip', 'unit/killed/package.zip', 'unit/running/package.zip']);

    const next = new S3FileStorage(location(server.storageUrl('unit')));
    await next.onModuleInit();
    await next.onApplicationShutdown();
    // its own prefix only: another portal's uploads in the same bucket are its own business
    expect((await openUploads()).sort()).toEqual(['elsewhere/killed/package.zip', 'unit/running/package.zip']);
    expect(await storage.abortStaleUploads(Date.now() + 2 * 3600_000)).toBe(1);
    expect(await openUploads()).toEqual(['elsewhere/killed/package.zip']);
  });

  it('answers whether the bucket is reachable', async () => {
    await expect(storage.reachable()).resolves.toBeUndefined();
    const missing = new S3FileStorage(location(server.storageUrl('unit').replace(`@${server.bucket}/`, '@no-such-bucket/')));
    await expect(missing.reachable()).rejects.toThrow();
    await missing.onApplicationShutdown();
  });
});

describe('object storage: STORAGE_URL', () => {
  const load = (url: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'unused'), STORAGE_URL: url });

  it('reads the bucket, prefix, region, server and credentials', () => {
    expect(
      load('s3://AKIA%2Fkey:se%2Bcret@my-bucket/portal/files/?region=eu-west-3&endpoint=http%3A%2F%2F127.0.0.1%3A9000&forcePathStyle=true').objectStorage,
    ).toEqual({
      bucket: 'my-bucket',
      prefix: 'portal/files',
      region: 'eu-west-3',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/key', secretAccessKey: 'se+cret' },
    });
    // on AWS: the region from the usual variable, credentials from the usual chain, addressed by host name
    expect(loadConfig({ NODE_ENV: 'test', STORAGE_URL: 's3://bucket.example', AWS_REGION: 'ca-central-1' }).objectStorage).toEqual({
      bucket: 'bucket.example',
      prefix: '',
      region: 'ca-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(load('s3://bucket/p?endpoint=https://minio.internal').objectStorage).toMatchObject({ forcePathStyle: true, region: 'us-east-1' });
    expect(loadConfig({ NODE_ENV: 'test' }).objectStorage).toBeUndefined();
  });

  it.each([
    ['http://bucket/prefix', 'STORAGE_URL: must start with s3://'],
    ['s3://Bucket_Name', "STORAGE_URL: 'Bucket_Name' is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)"],
    ['s3://bucket:9000/files', 'STORAGE_URL: names a bucket, not a server: put the server in ?endpoint='],
    ['s3://bucket/a//b', "STORAGE_URL: prefix 'a//b' must not hold empty, . or .. parts"],
    ['s3://bucket/files?bucketEndpoint=x', "STORAGE_URL: unknown option 'bucketEndpoint' (region, endpoint and forcePathStyle are known)"],
    ['s3://bucket/files?endpoint=minio:9000', "STORAGE_URL: endpoint 'minio:9000' must be an http(s) URL"],
    ['s3://bucket/files?forcePathStyle=yes', 'STORAGE_URL: forcePathStyle must be true or false'],
    ['s3://onlykey@bucket/files', 'STORAGE_URL: give both the access key and the secret (s3://KEY:SECRET@bucket), or neither'],
    ['not a url', 'STORAGE_URL: must be a URL like s3://bucket/prefix?region=us-east-1'],
  ])('refuses %s in one line naming the variable', (url, message) => {
    expect(() => load(url)).toThrow(ConfigError);
    expect(() => load(url)).toThrow(message);
  });
});
