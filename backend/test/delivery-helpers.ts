import { randomUUID } from 'node:crypto';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import type { CandidateResponse, ScoringModel } from '../src/qti/types';
import { sql } from './accounts';
import type { TestClient, TestPortal } from './harness';

export interface PublishedTest {
  testDetailId: number;
  testAlias: string;
}

/** Imports and publishes the shipped samples; their tests by folder-like alias. */
export async function publishSamples(portal: TestPortal): Promise<Record<'math' | 'elar' | 'paaMath' | 'paaElar', PublishedTest>> {
  await portal.app.get(SamplePackagesService).ensureSamples();
  const rows = await sql<{ id: number; test_alias: string; file_name: string }>(
    portal,
    'select d.id, d.test_alias, c.file_name from test_details d join content_packages c on c.id = d.content_package_id where d.published_on is not null',
  );
  const by = (file: string) => {
    const row = rows.find((r) => r.file_name === file)!;
    return { testDetailId: row.id, testAlias: row.test_alias };
  };
  return { math: by('math-practice.zip'), elar: by('elar-practice.zip'), paaMath: by('paa-sample-math.zip'), paaElar: by('paa-sample-elar.zip') };
}

export async function tokenFor(client: TestClient, testDetailId: number, mode: 1 | 2, path: 'test' | 'preview' = 'test'): Promise<string> {
  const res = await client.post(`/api/getTokenForData/${path}`, { testDetailId, mode });
  if (res.status !== 200) throw new Error(`token refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Gets a token and launches it, as the player does; the body is the DeliveryStateDto. */
export async function launch(client: TestClient, testDetailId: number, mode: 1 | 2, path: 'test' | 'preview' = 'test') {
  const res = await client.post('/api/delivery/launch', { token: await tokenFor(client, testDetailId, mode, path) });
  if (res.status !== 200) throw new Error(`launch refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The published samples and the answer key of the two mathematics tests, as the check and submit specs use them. */
export async function samplesWithKey(portal: TestPortal) {
  const tests = await publishSamples(portal);
  const key = new Map([...(await answerKey(portal, tests.paaMath.testDetailId)), ...(await answerKey(portal, tests.math.testDetailId))]);
  return { paa: tests.paaMath, math: tests.math, key };
}

/** The correct (or, with `wrong`, a wrong but well-formed) answer of every item of a test, by uin. */
export async function answerKey(
  portal: TestPortal,
  testDetailId: number,
): Promise<Map<string, { right: Record<string, CandidateResponse>; wrong: Record<string, CandidateResponse> }>> {
  const rows = await sql<{ uin: string; scoring: ScoringModel | string }>(portal, 'select uin, scoring from item_details where test_detail_id = ?', [
    testDetailId,
  ]);
  const key = new Map<string, { right: Record<string, CandidateResponse>; wrong: Record<string, CandidateResponse> }>();
  for (const row of rows) {
    const scoring: ScoringModel = typeof row.scoring === 'string' ? JSON.parse(row.scoring) : row.scoring;
    const right: Record<string, CandidateResponse> = {};
    const wrong: Record<string, CandidateResponse> = {};
    for (const d of scoring.responses) {
      const values = d.correctResponse ?? d.mapping?.entries.filter((e) => e.mappedValue > 0).map((e) => e.mapKey) ?? [];
      right[d.identifier] = d.cardinality === 'single' ? (values[0] ?? null) : values;
      wrong[d.identifier] = null;
    }
    key.set(row.uin, { right, wrong });
  }
  return key;
}

export function answerOf(
  sessionId: number,
  position: number,
  uin: string,
  response: Record<string, CandidateResponse>,
  answeredAt = new Date().toISOString(),
  clientId = randomUUID(),
) {
  return { sessionId, position, uin, response, clientId, answeredAt };
}

/** The uin at each position of the session's route. */
export async function routeUins(client: TestClient, sessionId: number): Promise<string[]> {
  const state = (await client.post('/api/delivery/state', { sessionId })).body;
  const uins: string[] = [];
  for (const entry of state.items as { position: number }[])
    uins.push((await client.post('/api/delivery/item', { sessionId, position: entry.position })).body.uin);
  return uins;
}
