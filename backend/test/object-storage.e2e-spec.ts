import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { RoleId } from '@portal/shared';
import { SAMPLES_DIR, zipFolder } from '../src/content-packages/sample-packages.service';
import { loginAs, sql } from './accounts';
import { launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { startS3Server, type S3TestServer } from './s3-server';

/**
 * The portal with STORAGE_URL set keeps every file in the bucket, and nothing on its own disk:
 * an uploaded package, the import that reads it (a job), the media the player shows, the package
 * and the exports staff download, a deleted package's files. Checked against the bucket with a
 * client of its own, not through the portal's storage.
 */

const SVG = 'media/right-triangle.svg';

function download(client: TestClient, url: string) {
  return client.agent
    .get(url)
    .set('X-Login-Time', client.loginTime)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

describe('object storage: the portal on an S3 bucket', () => {
  let server: S3TestServer;
  let bucket: S3Client;
  let portal: TestPortal;
  let admin: TestClient;
  let mathZip: Buffer;

  /** The keys in the bucket under the portal's prefix, as S3 lists them. */
  async function objects(under: string): Promise<string[]> {
    const res = await bucket.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: `portal/${under}` }));
    return (res.Contents ?? []).map((o) => o.Key!.slice('portal/'.length)).sort();
  }

  async function imported(desc: string): Promise<{ cpId: number; key: string }> {
    const res = await admin.agent
      .post('/api/upload')
      .set('X-Login-Time', admin.loginTime)
      .field('fileDesc', desc)
      .field('testVersion', '4')
      .attach('File', mathZip, 'math.zip');
    expect(res.body).toMatchObject({ status: 'SUCCESS' });
    await portal.jobsIdle();
    for (let i = 0; i < 300; i++) {
      const [row] = await sql<{ status_id: number; storage_key: string }>(portal, 'select status_id, storage_key from content_packages where id = ?', [
        res.body.cpId,
      ]);
      if (row.status_id !== 1) {
        expect(row.status_id).toBe(4);
        return { cpId: res.body.cpId, key: row.storage_key };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not end');
  }

  beforeAll(async () => {
    server = await startS3Server();
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    portal = await startPortal({ STORAGE_URL: server.storageUrl('portal') });
    admin = await loginAs(portal, RoleId.ContentAdmin);
    mathZip = await zipFolder(join(SAMPLES_DIR, 'math-practice'));
  }, 120_000);
  afterAll(async () => {
    await portal?.jobsIdle();
    await portal?.close();
    bucket?.destroy();
    await server?.stop();
  });

  it('stores an upload, imports it from the bucket and serves its media and zip with their headers', async () => {
    const { cpId, key } = await imported('Math in a bucket');
    const stored = await objects(key);
    expect(stored).toContain(`${key}/package.zip`);
    expect(stored).toContain(`${key}/media/${SVG}`);
    // nothing on the portal's own disk: not in its storage folder, no temporary copy left
    expect(existsSync(portal.config.storageDir)).toBe(false);
    const copies = readdirSync(tmpdir()).filter((name) => name.startsWith(`portal-files-${process.pid}-`));
    for (const folder of copies) expect(readdirSync(join(tmpdir(), folder))).toEqual([]);

    const reviewer = await loginAs(portal, RoleId.Reviewer);
    const publisher = await loginAs(portal, RoleId.Publisher);
    expect((await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 5 })).body.status).toBe('Success');
    expect((await publisher.post('/api/publishCp', { cpId })).body.status).toBe('SUCCESS');
    const [{ id: testDetailId }] = await sql<{ id: number }>(portal, 'select id from test_details where content_package_id = ?', [cpId]);

    const { client: student } = await signUpAndLogin(portal);
    const { sessionId } = await launch(student, testDetailId, 2);
    const media = await download(student, `/api/delivery/media/${sessionId}/${SVG}`);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/svg+xml');
    expect(media.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(media.body as Buffer, readFileSync(join(SAMPLES_DIR, 'math-practice', SVG)))).toBe(0);
    expect((await download(student, `/api/delivery/media/${sessionId}/media/missing.png`)).status).toBe(404);
    const { client: other } = await signUpAndLogin(portal);
    expect((await download(other, `/api/delivery/media/${sessionId}/${SVG}`)).status).toBe(404);

    const zip = await download(admin, `/api/downloadCP/${cpId}`);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('math.zip');
    expect(Buffer.compare(zip.body as Buffer, mathZip)).toBe(0);
    expect((await download(student, `/api/downloadCP/${cpId}`)).status).toBe(403);
  });

  it('makes the exports staff download in the bucket', async () => {
    const report = await admin.post('/api/exportReport', { report: 'tests' });
    expect(report.body).toMatchObject({ status: 'SUCCESS', FILE_URL: expect.stringMatching(/^\/api\/downloadReportExport\/[\w-]{43}$/) });
    const reportId = (report.body.FILE_URL as string).split('/').pop();
    expect(await objects('exports/')).toContain(`exports/reports/${reportId}.xlsx`);
    const file = await download(admin, report.body.FILE_URL);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="report-export-/);
    expect((file.body as Buffer).subarray(0, 2).toString()).toBe('PK');

    const users = await admin.post('/api/exportUsers', {});
    expect(users.body).toMatchObject({ status: 'SUCCESS', FILE_URL: expect.stringMatching(/^\/api\/downloadUsersExport\/[\w-]{43}$/) });
    const usersFile = await download(admin, users.body.FILE_URL);
    expect(usersFile.status).toBe(200);
    expect((usersFile.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    expect((await download(admin, '/api/downloadUsersExport/' + 'x'.repeat(43))).status).toBe(404);
  });

  it('removes every object of a deleted package', async () => {
    const { cpId, key } = await imported('Math to delete');
    expect((await objects(key)).length).toBeGreaterThanOrEqual(2);
    expect((await admin.post('/api/deleteCP', { cpUploadId: cpId })).body.status).toBe('SUCCESS');
    expect(await objects(key)).toEqual([]);
  });
});
