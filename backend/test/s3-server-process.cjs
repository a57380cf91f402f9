// An S3-protocol server for the tests (s3rver, which keeps the objects in a folder), run as a
// process of its own so that the memory a test measures is the portal's alone.
//   node s3-server-process.cjs <folder> <bucket>
// Started with an IPC channel, it sends {"port": N} once it listens, and stops when the channel
// closes (the test process ended, however it ended). s3rver checks a signature against the path without the slash
// the AWS SDK v3 ends a bucket's path with (`/bucket/?list-type=2`), so its check is off here; the
// client still signs every request. s3rver answers neither ListMultipartUploads nor
// AbortMultipartUpload: both are added here, on the folder where it keeps its unfinished uploads
// (<folder>/<bucket>/._S3rver_uploads/<upload id>/, whose `key` file names the object).
'use strict';

const { readdir, readFile, rm, stat } = require('node:fs/promises');
const { join } = require('node:path');
const S3rver = require('@20minutes/s3rver');

const [directory, bucket] = process.argv.slice(2);
const uploadsDir = (name) => join(directory, name, '._S3rver_uploads');

const xml = (text) => String(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

async function listUploads(name, prefix) {
  const ids = await readdir(uploadsDir(name)).catch(() => []);
  const uploads = [];
  for (const id of ids) {
    const keyFile = join(uploadsDir(name), id, 'key');
    const key = await readFile(keyFile, 'utf8').catch(() => undefined);
    if (key === undefined || !key.startsWith(prefix)) continue;
    uploads.push({ key, id, initiated: (await stat(keyFile)).mtime });
  }
  return uploads.sort((a, b) => (a.key === b.key ? a.id.localeCompare(b.id) : a.key.localeCompare(b.key)));
}

async function multipartUploads(ctx, next) {
  const [name, ...rest] = ctx.path.split('/').filter(Boolean);
  if (ctx.method === 'GET' && rest.length === 0 && 'uploads' in ctx.query) {
    const uploads = await listUploads(name, ctx.query.prefix ?? '');
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${xml(name)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>` +
      uploads.map((u) => `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`).join('') +
      '</ListMultipartUploadsResult>';
    return;
  }
  if (ctx.method === 'DELETE' && rest.length > 0 && typeof ctx.query.uploadId === 'string') {
    const dir = join(uploadsDir(name), ctx.query.uploadId.replace(/[^\w-]/g, ''));
    const key = await readFile(join(dir, 'key'), 'utf8').catch(() => undefined);
    if (key !== decodeURIComponent(rest.join('/'))) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  await next();
}

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  vhostBuckets: false,
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: bucket }],
});
server.middleware.unshift(multipartUploads);
server.run().then(
  ({ port }) => process.send({ port }),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
// the test process that started it stopped it, or is gone: the server goes, and its folder with it
const stop = () => server.close(() => rm(directory, { recursive: true, force: true }).finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
