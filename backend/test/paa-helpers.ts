import type { Stream } from 'node:stream';
import type { TestClient } from './harness';

/** supertest's parser for a body read as bytes */
export function binary(res: Stream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export const SPEC = {
  institution: 'Instituion selection is required.',
  dob: 'Valid date of birth is required',
  agreement: 'Please accept the agreement by checking the checkbox above.',
  videos: 'Please watch all videos to proceed.',
  tests: 'Please complete both sample tests to proceed.',
};

export interface PaaView {
  paaId: number;
  lastCompletedStep: number;
  institutionId: number | null;
  institution: string | null;
  status: number;
  videosWatched: boolean;
  certificateURL: string | null;
  completedOn: string | null;
  step3Data: { testDetailId: number; testName: string; testAlias: string; pendingSessionId: number | null; completedSessionId: number | null }[];
}

/** The first institution of the list, as a student would pick it. */
export async function anInstitution(client: TestClient): Promise<{ institutionIdPk: number; institutionName: string }> {
  const res = await client.get('/api/getTexasInstitutions');
  return res.body.texasInstitutions[0];
}

/** A valid save of step 1 (the first save: lastCompletedStep 0). */
export function stepOne(institutionId: number, overrides: Record<string, unknown> = {}) {
  return { lastCompletedStep: 0, institutionId, studentDOB: '2006-04-17', agreementChecked: true, studentDisplayId: 'A0012345', ...overrides };
}

/** Starts a new PAA through step 1. */
export async function beginPaa(client: TestClient, institutionId: number): Promise<PaaView> {
  const res = await client.post('/api/createPAASession', stepOne(institutionId));
  if (res.status !== 200) throw new Error(`createPAASession refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function save(client: TestClient, paaId: number, institutionId: number, lastCompletedStep: number, extra: Record<string, unknown> = {}) {
  return client.post('/api/updateCurrentPAASession', { ...stepOne(institutionId), paaId, lastCompletedStep, ...extra });
}

/** Opens a sample test of the PAA in the player (Learn As You Go) and returns its session id. */
export async function launchSample(client: TestClient, paaId: number, testDetailId: number): Promise<number> {
  const token = await client.post('/api/getTokenForData/test', { testDetailId, mode: 1, paaId });
  if (token.status !== 200) throw new Error(`token refused: ${token.status} ${JSON.stringify(token.body)}`);
  const state = await client.post('/api/delivery/launch', { token: token.body.token });
  if (state.status !== 200) throw new Error(`launch refused: ${state.status} ${JSON.stringify(state.body)}`);
  return state.body.sessionId;
}

/** Takes every sample test of the PAA to its end (submitted as it stands). */
export async function completeSampleTests(client: TestClient, paa: PaaView): Promise<number[]> {
  const ids: number[] = [];
  for (const test of paa.step3Data) {
    const sessionId = await launchSample(client, paa.paaId, test.testDetailId);
    const submitted = await client.post('/api/delivery/submit', { sessionId });
    if (submitted.status !== 200) throw new Error(`submit refused: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    ids.push(sessionId);
  }
  return ids;
}

/** Walks a new PAA through all five steps and finishes it. */
export async function finishedPaa(client: TestClient, institutionId: number): Promise<PaaView> {
  const paa = await beginPaa(client, institutionId);
  await save(client, paa.paaId, institutionId, 1, { videosWatched: true });
  await completeSampleTests(client, paa);
  for (const step of [2, 3, 4]) {
    const res = await save(client, paa.paaId, institutionId, step);
    if (res.status !== 200) throw new Error(`step ${step} refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const done = await save(client, paa.paaId, institutionId, 4, { status: 1 });
  if (done.status !== 200) throw new Error(`finish refused: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}
