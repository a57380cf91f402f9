import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { zipOf } from './imports-helpers';
import { type Role, savedSignIn, statePath } from './roles';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p2';

/** Three one-choice items (A, B, C; the key is B) in a non-linear test of its own identifier. */
export function threeItemPackage(alias: string): Promise<Buffer> {
  const ids = ['A', 'B', 'C'].map((name, n) => ({ name, id: `${alias}-${name}`, href: `items/${name}.xml`, n: n + 1 }));
  const entries: Record<string, string> = {
    'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M-${alias}"><organizations/><resources>
<resource identifier="RES-TEST" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/>${ids.map((i) => `<dependency identifierref="RES-${i.id}"/>`).join('')}</resource>
${ids.map((i) => `<resource identifier="RES-${i.id}" type="imsqti_item_xmlv2p2" href="${i.href}"><file href="${i.href}"/></resource>`).join('\n')}
</resources></manifest>`,
    'test.xml': `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI_NS}" identifier="${alias}" title="Test ${alias}">
  <testPart identifier="P" navigationMode="nonlinear" submissionMode="simultaneous">
    <assessmentSection identifier="S" title="Algebraic Reasoning" visible="true">
      ${ids.map((i) => `<assessmentItemRef identifier="${i.id}" href="${i.href}"/>`).join('\n      ')}
    </assessmentSection>
  </testPart>
</assessmentTest>`,
  };
  for (const i of ids) {
    entries[i.href] = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NS}" identifier="${i.id}" title="Question ${i.name}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Which number is ${i.n * 2}?</prompt>
      <simpleChoice identifier="A">${i.n}</simpleChoice>
      <simpleChoice identifier="B">${i.n * 2}</simpleChoice>
      <simpleChoice identifier="C">${i.n * 3}</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>`;
  }
  return zipOf(entries);
}

/** A signed-in API caller that echoes the login time, as the portal's own client does. */
export class Api {
  private constructor(
    readonly context: APIRequestContext,
    private readonly loginTime: string,
  ) {}

  static async signIn(user: { email: string; password: string }): Promise<Api> {
    const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await context.post('/api/login', { headers: { 'X-Login-Time': '0' }, data: user });
    const body = (await login.json()) as { result: string; loginTime: string };
    expect(body.result).toBe('SUCCESS');
    return new Api(context, body.loginTime);
  }

  /** The role's account of this run, from its saved sign-in: no password check. */
  static async asRole(role: Role): Promise<Api> {
    const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: statePath(role) });
    const { data } = JSON.parse(savedSignIn(role).session) as { data: { loginTime: string } };
    return new Api(context, data.loginTime);
  }

  async post<T = Record<string, unknown>>(path: string, data: object): Promise<T> {
    const res = await this.context.post(path, { headers: { 'X-Login-Time': this.loginTime }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  async upload(description: string, name: string, buffer: Buffer): Promise<number> {
    const res = await this.context.post('/api/upload', {
      headers: { 'X-Login-Time': this.loginTime },
      multipart: { fileDesc: description, testVersion: '4', File: { name, mimeType: 'application/zip', buffer } },
    });
    const body = (await res.json()) as { cpId?: number };
    expect(body.cpId, JSON.stringify(body)).toBeTruthy();
    return body.cpId!;
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }
}

export interface Imported {
  cpId: number;
  testDetailId: number;
  uins: string[];
}

/** Uploads the three-item package as the content admin and waits until it awaits review. */
export async function importThreeItems(admin: Api, alias: string): Promise<Imported> {
  const cpId = await admin.upload(`Item review ${alias}`, `${alias}.zip`, await threeItemPackage(alias));
  type Data = { cpUploadData: { cpData: { cpStatusDetail: { statusId: number } }; testDetails: { testDetailId: number }[] } };
  // the import runs in the background
  await expect.poll(async () => (await admin.post<Data>('/api/getCPData', { cpId })).cpUploadData.cpData.cpStatusDetail.statusId, { timeout: 60_000 }).toBe(4);
  const testDetailId = (await admin.post<Data>('/api/getCPData', { cpId })).cpUploadData.testDetails[0].testDetailId;
  const items = await admin.post<{ data: { uin: string }[] }>('/api/getCPItems', { cpId, testDetailId, page: 1, pageSize: 10 });
  return { cpId, testDetailId, uins: items.data.map((i) => i.uin) };
}

/** A student takes the test as a Practice Test: opens every item, answers as given (null leaves it blank) and submits. */
export async function takePracticeTest(student: Api, test: Imported, answers: (string | null)[]): Promise<void> {
  const { token } = await student.post<{ token: string }>('/api/getTokenForData/test', { testDetailId: test.testDetailId, mode: 2 });
  const state = await student.post<{ sessionId: number; items: { position: number }[] }>('/api/delivery/launch', { token });
  for (const { position } of state.items) {
    const { uin } = await student.post<{ uin: string }>('/api/delivery/item', { sessionId: state.sessionId, position });
    const choice = answers[test.uins.indexOf(uin)];
    if (choice === null) continue;
    await student.post('/api/delivery/answer', {
      sessionId: state.sessionId,
      position,
      uin,
      response: { RESPONSE: choice },
      clientId: randomUUID(),
      answeredAt: new Date().toISOString(),
    });
  }
  await student.post('/api/delivery/submit', { sessionId: state.sessionId });
}
