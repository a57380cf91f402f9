import { ZipFile } from 'yazl';
import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import type { TestClient, TestPortal } from './harness';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p2';

/** Three one-choice items (A, B, C; the key is B), in a non-linear test whose identifier is `alias`. */
export async function threeItemPackage(alias: string): Promise<Buffer> {
  const ids = ['A', 'B', 'C'].map((name, n) => ({ name, id: `${alias}-${name}`, href: `items/${name}.xml`, n: n + 1 }));
  const item = (i: (typeof ids)[number]) => `<?xml version="1.0" encoding="UTF-8"?>
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
</assessmentItem>
`;
  const files: Record<string, string> = {
    'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M-${alias}">
  <organizations/>
  <resources>
    <resource identifier="RES-TEST" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/>${ids.map((i) => `<dependency identifierref="RES-${i.id}"/>`).join('')}</resource>
    ${ids.map((i) => `<resource identifier="RES-${i.id}" type="imsqti_item_xmlv2p2" href="${i.href}"><file href="${i.href}"/></resource>`).join('\n    ')}
  </resources>
</manifest>
`,
    'test.xml': `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI_NS}" identifier="${alias}" title="Test ${alias}">
  <testPart identifier="P" navigationMode="nonlinear" submissionMode="simultaneous">
    <assessmentSection identifier="S" title="Algebraic Reasoning" visible="true">
      ${ids.map((i) => `<assessmentItemRef identifier="${i.id}" href="${i.href}"/>`).join('\n      ')}
    </assessmentSection>
  </testPart>
</assessmentTest>
`,
  };
  for (const i of ids) files[i.href] = item(i);
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

export interface ImportedPackage {
  cpId: number;
  testDetailId: number;
  /** item ids in test order */
  itemIds: number[];
  uins: string[];
}

/** Uploads the package as the content admin and waits for the import: it then awaits review. */
export async function importThreeItems(portal: TestPortal, admin: TestClient, alias: string): Promise<ImportedPackage> {
  const res = await admin.agent
    .post('/api/upload')
    .set('X-Login-Time', admin.loginTime)
    .field('fileDesc', `Item review ${alias}`)
    .field('testVersion', '4')
    .attach('File', await threeItemPackage(alias), `${alias}.zip`);
  if (!res.body.cpId) throw new Error(`upload refused: ${JSON.stringify(res.body)}`);
  const cpId: number = res.body.cpId;
  await importEnded(portal, cpId);
  const detail = (await admin.post('/api/getCPData', { cpId })).body.cpUploadData;
  if (detail.cpData.cpStatusDetail.statusId !== 4) throw new Error(`import did not end awaiting review: ${JSON.stringify(detail.processLog)}`);
  const testDetailId: number = detail.testDetails[0].testDetailId;
  const items = (await admin.post('/api/getCPItems', { cpId, testDetailId, page: 1, pageSize: 10 })).body.data as { itemId: number; uin: string }[];
  return { cpId, testDetailId, itemIds: items.map((i) => i.itemId), uins: items.map((i) => i.uin) };
}

/** Approves (reviewer) and publishes (publisher), so that students can take it. */
export async function publish(portal: TestPortal, cpId: number): Promise<void> {
  const reviewer = await loginAs(portal, RoleId.Reviewer);
  const publisher = await loginAs(portal, RoleId.Publisher);
  const approved = await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 5 });
  const published = await publisher.post('/api/publishCp', { cpId });
  if (approved.status !== 200 || published.status !== 200) throw new Error(`could not publish: ${JSON.stringify([approved.body, published.body])}`);
}

/** Waits for the import: jobsIdle sees inline jobs only, and with Redis the import runs in a BullMQ worker. */
async function importEnded(portal: TestPortal, cpId: number): Promise<void> {
  await portal.jobsIdle();
  for (let i = 0; i < 300; i++) {
    const [row] = await sql<{ status_id: number }>(portal, 'select status_id from content_packages where id = ?', [cpId]);
    if (row && row.status_id !== 1) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`package ${cpId} is still importing`);
}

/** Queues the statistics of both modes and waits until both were computed again. */
export async function refreshStatistics(portal: TestPortal, client: TestClient, testDetailId: number): Promise<void> {
  const computed = async () =>
    (await sql<{ computed_on: Date }>(portal, 'select computed_on from item_statistics where test_detail_id = ? order by mode', [testDetailId])).map((r) =>
      new Date(r.computed_on).getTime(),
    );
  const before = await computed();
  const res = await client.post('/api/refreshItemStatistics', { testDetailId });
  if (res.status !== 200) throw new Error(`refresh refused: ${JSON.stringify(res.body)}`);
  await portal.jobsIdle();
  for (let i = 0; i < 300; i++) {
    const now = await computed();
    if (now.length === 2 && now.every((t, n) => before[n] === undefined || t > before[n])) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the statistics of test ${testDetailId} were not computed`);
}
