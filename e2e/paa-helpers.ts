import { readFileSync } from 'node:fs';
import { type Download, expect, type Page } from '@playwright/test';
import { pdfPageTexts } from '../backend/test/pdf-reader';
import { createStudent, loginTime, PASSWORD, signInByApi, uniqueEmail } from './fixtures';

export const INSTITUTION = 'Austin Community College District';
export const OTHER_INSTITUTION = 'Houston Community College';
export const SAMPLE_TESTS = ['PAA Sample Test: Mathematics', 'PAA Sample Test: ELAR'];

export interface PaaSession {
  paaId: number;
  lastCompletedStep: number;
  institution: string | null;
  status: number;
  step3Data: { testDetailId: number; testName: string; completedSessionId: number | null }[];
}

/** A new student, signed in, with the name the certificate will carry. */
export async function paaStudent(page: Page, firstName: string, lastName: string): Promise<void> {
  const email = uniqueEmail('paa');
  await createStudent(page.request, { firstName, lastName, email });
  await signInByApi(page, email, PASSWORD);
}

/** Calls the API as the signed-in tab does (its cookie and login time); a body makes it a POST. */
export async function api<T>(page: Page, path: string, data?: object): Promise<T> {
  const headers = { 'X-Login-Time': await loginTime(page) };
  const response = data ? await page.request.post(path, { headers, data }) : await page.request.get(path, { headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The status a save answers with, for the rules a test expects to refuse it. */
export async function saveStatus(page: Page, path: string, data: object): Promise<number> {
  const response = await page.request.post(path, { headers: { 'X-Login-Time': await loginTime(page) }, data });
  return response.status();
}

export async function institutionId(page: Page, name: string): Promise<number> {
  const { texasInstitutions } = await api<{ texasInstitutions: { institutionIdPk: number; institutionName: string }[] }>(page, '/api/getTexasInstitutions');
  const found = texasInstitutions.find((i) => i.institutionName === name);
  expect(found, name).toBeDefined();
  return found!.institutionIdPk;
}

/**
 * A PAA begun through the API and saved up to `lastCompletedStep` (at most 3: step 4 is saved by
 * Finish), with the videos marked watched and the sample tests taken when the steps need them.
 */
export async function paaUpTo(page: Page, lastCompletedStep: 0 | 1 | 2 | 3, institution = INSTITUTION): Promise<PaaSession> {
  const body = { institutionId: await institutionId(page, institution), studentDOB: '2006-03-14', agreementChecked: true, studentDisplayId: 'A1234567' };
  let paa = await api<PaaSession>(page, '/api/createPAASession', { ...body, lastCompletedStep: 0 });
  for (let step = 1; step <= lastCompletedStep; step += 1) {
    if (step === 2) await takeSampleTests(page, paa);
    paa = await api<PaaSession>(page, '/api/updateCurrentPAASession', { ...body, paaId: paa.paaId, lastCompletedStep: step, videosWatched: true });
  }
  return paa;
}

/** Both sample tests of the PAA taken through the player's calls: launched, then submitted as they stand. */
async function takeSampleTests(page: Page, paa: PaaSession): Promise<void> {
  for (const { testDetailId } of paa.step3Data) {
    const { token } = await api<{ token: string }>(page, '/api/getTokenForData/test', { testDetailId, mode: 1, paaId: paa.paaId });
    const { sessionId } = await api<{ sessionId: number }>(page, '/api/delivery/launch', { token });
    await api(page, '/api/delivery/submit', { sessionId });
  }
}

/** The text of a downloaded PDF as one string, lines joined, so a name wrapped over lines is found whole. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const pages = await pdfPageTexts(readFileSync(await download.path()));
  return pages.flat().join(' ').replace(/\s+/g, ' ');
}

/** Clicks the language switch in the header, as a student does. */
export async function chooseLanguage(page: Page, label: 'EN' | 'RU'): Promise<void> {
  await page.getByText(label, { exact: true }).click();
}
