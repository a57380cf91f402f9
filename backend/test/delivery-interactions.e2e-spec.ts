import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

/** Publishes a corpus package: by default the one of associate, slider, media, end attempt and upload items. */
const publishJourney = (portal: TestPortal, folder = 'interactions-journey') => publishCorpusCase(portal, folder, 'Interactions');

describe('delivery: associate, slider, media, end attempt and upload responses', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    testDetailId = await publishJourney(portal);
  }, 300_000);
  afterAll(() => portal.close());

  async function start(mode: 1 | 2): Promise<{ client: TestClient; sessionId: number; at: (uin: string) => number; uins: string[] }> {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, mode);
    const uins = await routeUins(client, sessionId);
    return { client, sessionId, uins, at: (uin) => uins.indexOf(uin) };
  }

  it('refuses values none of the interactions could produce, naming the field', async () => {
    const { client, sessionId, at } = await start(2);
    const refused = async (uin: string, response: Record<string, string | string[]>, field: string) => {
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, at(uin), uin, response));
      expect({ uin, response, status: res.status, field: res.body.errors?.[0]?.field }).toEqual({ uin, response, status: 400, field });
    };
    await refused('J-ASSOC', { RESPONSE: ['CAT LION'] }, 'response.RESPONSE');
    await refused('J-ASSOC', { RESPONSE: ['CAT'] }, 'response.RESPONSE');
    await refused('J-SLIDER', { RESPONSE: '190' }, 'response.RESPONSE');
    await refused('J-SLIDER', { RESPONSE: 'ninety' }, 'response.RESPONSE');
    await refused('J-MEDIA', { PLAYS: '3' }, 'response.PLAYS');
    await refused('J-MEDIA', { PLAYS: '-1' }, 'response.PLAYS');
    await refused('J-END', { DONE: 'maybe' }, 'response.DONE');
  });

  it('saves each response type and scores it on submit: pairs either way round, a slider value, plays, the end attempt', async () => {
    const { client, sessionId, at, uins } = await start(2);
    const save = async (uin: string, response: Record<string, string | string[]>) => {
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, at(uin), uin, response));
      expect({ uin, status: res.status }).toEqual({ uin, status: 200 });
    };
    await save('J-ASSOC', { RESPONSE: ['KITTEN CAT', 'DOG PUPPY'] });
    await save('J-SLIDER', { RESPONSE: '90' });
    await save('J-MEDIA', { PLAYS: '2' });
    await save('J-END', { RESPONSE: 'SEVEN', DONE: 'true' });
    expect((await client.post('/api/delivery/item', { sessionId, position: at('J-ASSOC') })).body.response).toEqual({ RESPONSE: ['KITTEN CAT', 'DOG PUPPY'] });

    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    const byUin = (uin: string) => report.items.find((i: { uin: string }) => i.uin === uin);
    expect(byUin('J-ASSOC')).toMatchObject({ score: 2, maxScore: 2 });
    expect(byUin('J-SLIDER')).toMatchObject({ score: 1, correct: true });
    expect(byUin('J-MEDIA')).toMatchObject({ score: 1 });
    expect(byUin('J-END')).toMatchObject({ score: 1 });
    expect(byUin('J-UPLOAD')).toMatchObject({ score: 0, response: {} });
    expect(report.items).toHaveLength(uins.length);
    expect(report.score).toBe(5);
  });

  it('in Learn As You Go, scores a half-right association and an end attempt never used as false', async () => {
    const { client, sessionId, at } = await start(1);
    await client.post('/api/delivery/answer', answerOf(sessionId, at('J-ASSOC'), 'J-ASSOC', { RESPONSE: ['CAT KITTEN', 'DOG KITTEN'] }));
    const assoc = (await client.post('/api/delivery/check', { sessionId, position: at('J-ASSOC') })).body;
    expect(assoc).toMatchObject({ score: 1, maxScore: 2, correct: false });
    await client.post('/api/delivery/answer', answerOf(sessionId, at('J-END'), 'J-END', { RESPONSE: 'SEVEN' }));
    const end = (await client.post('/api/delivery/check', { sessionId, position: at('J-END') })).body;
    expect(end).toMatchObject({ score: 0 });
  });

  describe('upload interaction files', () => {
    const PDF = Buffer.from('%PDF-1.4\n% a garden plan\n');
    const send = (client: TestClient, sessionId: number, position: number, data: Buffer, name: string, type: string, response = 'RESPONSE') =>
      client.agent
        .post(`/api/delivery/upload/${sessionId}/${position}/${response}`)
        .set('X-Login-Time', client.loginTime)
        .attach('file', data, { filename: name, contentType: type });

    it('stores a file of the type asked for, saves it as the answer, scores it, and gives it back to its owner only', async () => {
      const { client, sessionId, at } = await start(2);
      const stored = await send(client, sessionId, at('J-UPLOAD'), PDF, 'plan.pdf', 'application/pdf');
      expect(stored.status).toBe(200);
      expect(stored.body).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'plan.pdf', contentType: 'application/pdf', size: PDF.length });
      const saved = await client.post('/api/delivery/answer', answerOf(sessionId, at('J-UPLOAD'), 'J-UPLOAD', { RESPONSE: stored.body.fileId }));
      expect(saved.status).toBe(200);

      const back = await client.get(`/api/delivery/upload/${sessionId}/${stored.body.fileId}`).buffer(true);
      expect(back.status).toBe(200);
      expect(back.headers['content-disposition']).toMatch(/^attachment;/);
      expect(back.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.from(back.body).toString()).toBe(PDF.toString());

      const other = (await signUpAndLogin(portal)).client;
      expect((await other.get(`/api/delivery/upload/${sessionId}/${stored.body.fileId}`)).status).toBe(404);
      // another session's file id is not an answer of this one
      const mine = await start(2);
      const foreign = await client.post('/api/delivery/answer', answerOf(mine.sessionId, mine.at('J-UPLOAD'), 'J-UPLOAD', { RESPONSE: stored.body.fileId }));
      expect(foreign.status).toBe(404);
      const stolen = await mine.client.post(
        '/api/delivery/answer',
        answerOf(mine.sessionId, mine.at('J-UPLOAD'), 'J-UPLOAD', { RESPONSE: stored.body.fileId }),
      );
      expect([stolen.status, stolen.body.errors?.[0]?.field]).toEqual([400, 'response.RESPONSE']);

      const report = (await client.post('/api/delivery/submit', { sessionId })).body;
      expect(report.items.find((i: { uin: string }) => i.uin === 'J-UPLOAD')).toMatchObject({ score: 1 });
      // a submitted session takes no more files
      expect((await send(client, sessionId, at('J-UPLOAD'), PDF, 'late.pdf', 'application/pdf')).status).toBe(409);
    });

    it('refuses a type the item does not ask for, a disguised file, a file over 10 MB and an interaction that takes none', async () => {
      const { client, sessionId, at } = await start(2);
      const png = await send(client, sessionId, at('J-UPLOAD'), Buffer.from('png'), 'plan.png', 'image/png');
      expect([png.status, png.body.message]).toEqual([
        400,
        'This kind of file cannot be handed in here. Use a PDF, PNG, JPEG, GIF, WebP, plain text, DOCX or ODT file of the type the question asks for.',
      ]);
      expect((await send(client, sessionId, at('J-UPLOAD'), PDF, 'plan.exe', 'application/pdf')).status).toBe(400);
      const big = await send(client, sessionId, at('J-UPLOAD'), Buffer.alloc(10 * 1024 * 1024 + 1, 32), 'big.pdf', 'application/pdf');
      expect([big.status, big.body.message]).toEqual([400, 'The file is larger than 10 MB. Hand in a smaller file.']);
      expect((await send(client, sessionId, at('J-SLIDER'), PDF, 'plan.pdf', 'application/pdf')).status).toBe(400);
      expect((await client.post('/api/delivery/answer', answerOf(sessionId, at('J-UPLOAD'), 'J-UPLOAD', { RESPONSE: 'not-a-file' }))).status).toBe(400);
    });

    it('answers a body cut off mid-file 400 by name and keeps nothing of it', async () => {
      const { client, sessionId, at } = await start(2);
      const files = join(portal.config.storageDir, 'candidate-files', String(sessionId));
      const cut = await client.agent
        .post(`/api/delivery/upload/${sessionId}/${at('J-UPLOAD')}/RESPONSE`)
        .set('X-Login-Time', client.loginTime)
        .set('content-type', 'multipart/form-data; boundary=xyz')
        .send(
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then the body just ends',
        );
      expect([cut.status, cut.body.message]).toEqual([400, 'The file did not arrive whole. Check the connection and hand it in again.']);
      expect(existsSync(files) ? readdirSync(files, { recursive: true }) : []).toEqual([]);
    });
  });

  it('serves the page portable custom interactions run in, sandboxed to scripts and able to reach nothing', async () => {
    const res = await portal.client().get('/api/delivery/pci-host');
    expect(res.status).toBe(200);
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toMatch(/allow-same-origin|allow-top-navigation|connect-src/);
    expect(res.text).toContain('qtiCustomInteractionContext');
  });

  it('saves and scores the response of a QTI 2.2 customInteraction (IMS PCI 1.0), whose hook and library the package serves', async () => {
    const pciTest = await publishJourney(portal, 'interaction-pci-v1');
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, pciTest, 2);
    expect(await routeUins(client, sessionId)).toEqual(['TALLY']);
    const item = (await client.post('/api/delivery/item', { sessionId, position: 0 })).body;
    expect(JSON.stringify(item)).toContain('urn:example:portal:pci:tally');
    for (const path of ['items/tally/tally.js', 'portal/tally-marks.js']) {
      expect({ path, status: (await client.get(`/api/delivery/media/${sessionId}/${path}`)).status }).toEqual({ path, status: 200 });
    }
    // the interaction answers its own response identifier, LEGS, and nothing else
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, 'TALLY', { RESPONSE: '8' }))).body.errors?.[0]?.field).toBe('response.RESPONSE');
    // its own state is kept beside the response, as JSON text, and given back with it
    const state = JSON.stringify({ marks: [5, 3] });
    const stateOnly = await client.post('/api/delivery/answer', answerOf(sessionId, 0, 'TALLY', { 'qti:state:LEGS': state }));
    expect(stateOnly.status).toBe(200);
    // a state alone is not an answer
    expect((await client.post('/api/delivery/state', { sessionId })).body.items[0].answered).toBe(false);
    for (const [name, value] of [
      ['qti:state:LEGS', 'not json'],
      ['qti:state:LEGS', 'x'.repeat(100_001)],
      ['qti:state:OTHER', '{}'],
    ]) {
      const refused = await client.post('/api/delivery/answer', answerOf(sessionId, 0, 'TALLY', { LEGS: '8', [name]: value }));
      expect([name, refused.status, refused.body.errors?.[0]?.field]).toEqual([name, 400, `response.${name}`]);
    }
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, 'TALLY', { LEGS: '8', 'qti:state:LEGS': state }))).status).toBe(200);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ LEGS: '8', 'qti:state:LEGS': state });
    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    expect(report.items[0]).toMatchObject({ uin: 'TALLY', score: 1, correct: true });

    const other = await launch(client, pciTest, 2);
    await client.post('/api/delivery/answer', answerOf(other.sessionId, 0, 'TALLY', { LEGS: '6' }));
    expect((await client.post('/api/delivery/submit', { sessionId: other.sessionId })).body.items[0]).toMatchObject({ score: 0 });
  });
});
