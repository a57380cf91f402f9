import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { S3Location } from '../config/storage-url';
import { checkedKey, FileStorage, type LocalCopy, type StoredFile } from './file-storage';
import { STALE_WRITE_MS } from './local-file-storage';

export interface S3Tuning {
  /** bytes of one part of a multipart upload (at least 5 MiB, S3's minimum) */
  partSize?: number;
  /** parts of one upload in flight at once; memory per upload is about (queueSize + 1) × partSize */
  queueSize?: number;
  /** keys per page of a listing (S3 answers at most 1000) */
  pageSize?: number;
}

/** The name of this process's temporary folders: `portal-files-<pid>-<random>`. */
const TEMP_NAME = /^portal-files-(\d+)-[\w-]+$/;

/**
 * The files in an S3-compatible bucket (`STORAGE_URL`), one object per key under the URL's prefix.
 * A write streams into a multipart upload (one PUT when it is smaller than a part), which S3 shows
 * only once it is completed: a failed or abandoned write is aborted and leaves no object, and the
 * uploads a killed process left open are aborted at the next start once they are an hour old.
 */
export class S3FileStorage extends FileStorage implements OnModuleInit, OnApplicationShutdown {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;
  private readonly queueSize: number;
  private readonly pageSize: number;
  /** where local copies go: a folder of this instance's own in the system's temporary folder */
  private readonly tempDir = join(tmpdir(), `portal-files-${process.pid}-${randomUUID()}`);
  private readonly logger = new Logger('FileStorage');

  constructor(location: S3Location, tuning: S3Tuning = {}) {
    super();
    this.bucket = location.bucket;
    this.prefix = location.prefix ? `${location.prefix}/` : '';
    this.partSize = tuning.partSize ?? 5 * 1024 * 1024;
    this.queueSize = tuning.queueSize ?? 2;
    this.pageSize = tuning.pageSize ?? 1000;
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // checksums only where S3 demands them: many S3-compatible servers know no others
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Aborts the uploads killed processes left open, and deletes their local copies. */
  async onModuleInit(): Promise<void> {
    await this.sweepTempFolders().catch((error: Error) => this.logger.warn(`sweeping old temporary copies: ${error.message}`));
    await this.abortStaleUploads().catch((error: Error) => this.logger.warn(`aborting unfinished uploads in bucket ${this.bucket}: ${error.message}`));
  }

  /** After every module has stopped using the storage. */
  async onApplicationShutdown(): Promise<void> {
    await rm(this.tempDir, { recursive: true, force: true });
    this.client.destroy();
  }

  /** Aborts the multipart uploads under the prefix begun more than an hour ago; younger ones may still be running. */
  async abortStaleUploads(now = Date.now()): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix || undefined, KeyMarker, UploadIdMarker, MaxUploads: this.pageSize }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated.getTime() > now - STALE_WRITE_MS) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted += 1;
      }
      if (!page.IsTruncated) return aborted;
      KeyMarker = page.NextKeyMarker;
      UploadIdMarker = page.NextUploadIdMarker;
    }
  }

  /**
   * Temporary folders of processes that are gone: another process's pid that no longer runs, or
   * this pid's from before this process started (a container restarted keeps its pid).
   */
  private async sweepTempFolders(): Promise<void> {
    const started = Date.now() - process.uptime() * 1000;
    for (const name of await readdir(tmpdir())) {
      const match = TEMP_NAME.exec(name);
      if (!match) continue;
      const pid = Number(match[1]);
      const full = join(tmpdir(), name);
      const gone = pid === process.pid ? ((await stat(full).catch(() => undefined))?.mtimeMs ?? Infinity) < started : !alive(pid);
      if (gone) await rm(full, { recursive: true, force: true });
    }
  }

  async reachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private object(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, source: Readable | [Readable, ...Transform[]], signal?: AbortSignal): Promise<number> {
    const Key = this.object(key);
    signal?.throwIfAborted();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: body },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    // An error in the chain, or the signal, destroys the body: the upload then fails, and aborts
    // its multipart upload before it answers. The upload completes only once the body has ended,
    // that is once every stream of the chain has finished without error.
    const feeding = pipeline([...(Array.isArray(source) ? source : [source]), counter, body], ...(signal ? [{ signal }] : []));
    // an upload S3 refused stops reading the body: stop the chain too, or it would wait forever
    const uploading = upload.done().catch((error: Error) => {
      body.destroy(error);
      throw error;
    });
    const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
    if (fed.status === 'rejected') throw fed.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    if (signal?.aborted) {
      // abandoned after the last byte: the object may have landed, and must not stay
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
      signal.throwIfAborted();
    }
    return size;
  }

  read(key: string): Readable {
    const Key = this.object(key);
    const out = new PassThrough();
    const cancel = new AbortController();
    // a client that goes away stops the download from S3 too
    out.once('close', () => cancel.abort());
    this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal: cancel.signal }).then(
      (res) => pipeline(res.Body as Readable, out).catch(() => undefined),
      (error: Error) => out.destroy(notFound(error)),
    );
    return out;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.object(key) }));
      return true;
    } catch (error) {
      if (status(error) === 404) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const Key = this.object(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    for await (const keys of this.pages(`${Key}/`)) {
      if (keys.length === 0) continue;
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map(({ Key }) => ({ Key })), Quiet: true } }));
      const failed = res.Errors ?? [];
      if (failed.length)
        throw new Error(`deleting ${failed.length} object(s) under ${Key}/: ${failed[0].Key}: ${failed[0].Code} ${failed[0].Message ?? ''}`.trim());
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    for await (const keys of this.pages(`${this.object(prefix)}/`)) {
      for (const { Key, LastModified } of keys) yield { key: Key.slice(this.prefix.length), modified: LastModified ?? new Date(0) };
    }
  }

  /** The objects under a prefix, a page (ListObjectsV2) at a time. */
  private async *pages(Prefix: string): AsyncGenerator<{ Key: string; LastModified?: Date }[]> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: this.pageSize }));
      yield (page.Contents ?? []).filter((o): o is { Key: string; LastModified?: Date } => typeof o.Key === 'string');
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Streams the object to a file of its own in this instance's temporary folder. */
  async localCopy(key: string, signal?: AbortSignal): Promise<LocalCopy> {
    const Key = this.object(key);
    await mkdir(this.tempDir, { recursive: true });
    const path = join(this.tempDir, randomUUID());
    const release = () => rm(path, { force: true });
    let out: ReturnType<typeof createWriteStream> | undefined;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal: signal });
      out = createWriteStream(path);
      await pipeline(res.Body as Readable, out, ...(signal ? [{ signal }] : []));
    } catch (error) {
      // a stream destroyed before its file was opened still opens (creates) it: wait for its close
      if (out && !out.closed) await once(out, 'close').catch(() => undefined);
      await release();
      throw notFound(error as Error);
    }
    return { path, release };
  }
}

function status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** A missing object fails as a missing file does (ENOENT), whichever storage it came from. */
function notFound(error: Error): Error {
  if (status(error) === 404 || error.name === 'NoSuchKey') Object.assign(error, { code: 'ENOENT' });
  return error;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
