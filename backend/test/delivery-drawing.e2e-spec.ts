import { deflateSync } from 'node:zlib';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

/** Publishes the corpus package of drawing items. */
const publishDrawing = (portal: TestPortal) => publishCorpusCase(portal, 'interaction-drawing', 'Drawing');

/** A real PNG: a 4×2 greyscale picture with one dark pixel, as a drawing would be. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 20, 255, 255, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('delivery: drawing answers', () => {
  let portal: TestPortal;
  let testDetailId: number;
  const PNG = png();

  beforeAll(async () => {
    portal = await startPortal();
    testDetailId = await publishDrawing(portal);
  }, 300_000);
  afterAll(() => portal.close());

  const send = (client: TestClient, sessionId: number, position: number, data: Buffer, name: string, type: string) =>
    client.agent
      .post(`/api/delivery/upload/${sessionId}/${position}/RESPONSE`)
      .set('X-Login-Time', client.loginTime)
      .attach('file', data, { filename: name, contentType: type });

  it('takes a PNG as the drawing, saves it, gives it back on resume and to its owner only, and leaves it to a person on submit', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 2);
    const uins = await routeUins(client, sessionId);
    const at = (uin: string) => uins.indexOf(uin);
    expect(uins).toEqual(['DRAW-RIVER', 'DRAW-FENCE']);

    // a drawing is a PNG: nothing else is taken for it
    expect((await send(client, sessionId, at('DRAW-RIVER'), Buffer.from('%PDF-1.4\n'), 'river.pdf', 'application/pdf')).status).toBe(400);
    const stored = await send(client, sessionId, at('DRAW-RIVER'), PNG, 'drawing.png', 'image/png');
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'drawing.png', contentType: 'image/png', size: PNG.length });
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, at('DRAW-RIVER'), 'DRAW-RIVER', { RESPONSE: stored.body.fileId }))).status).toBe(200);
    const fence = await send(client, sessionId, at('DRAW-FENCE'), PNG, 'drawing.png', 'image/png');
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, at('DRAW-FENCE'), 'DRAW-FENCE', { RESPONSE: fence.body.fileId }))).status).toBe(200);

    // resuming: the item comes back with the stored file's id, and the file with the same bytes
    const resumed = await client.post('/api/delivery/item', { sessionId, position: at('DRAW-RIVER') });
    expect(resumed.body.response).toEqual({ RESPONSE: stored.body.fileId });
    const back = await client.get(`/api/delivery/upload/${sessionId}/${stored.body.fileId}`).buffer(true);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toMatch(/^image\/png/);
    expect(back.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(Buffer.from(back.body), PNG)).toBe(0);
    const other = (await signUpAndLogin(portal)).client;
    expect((await other.get(`/api/delivery/upload/${sessionId}/${stored.body.fileId}`)).status).toBe(404);
    // another session's drawing is not an answer of this one
    const theirs = await launch(other, testDetailId, 2);
    const stolen = await other.post('/api/delivery/answer', answerOf(theirs.sessionId, at('DRAW-RIVER'), 'DRAW-RIVER', { RESPONSE: stored.body.fileId }));
    expect([stolen.status, stolen.body.errors?.[0]?.field]).toEqual([400, 'response.RESPONSE']);

    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    const byUin = (uin: string) => report.items.find((i: { uin: string }) => i.uin === uin);
    expect(byUin('DRAW-RIVER')).toMatchObject({ humanScored: true, score: 0 });
    expect(byUin('DRAW-FENCE')).toMatchObject({ humanScored: false, score: 1 });
    expect(report.score).toBe(1);
  });
});
