import { expect } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { historyRow, importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { openPlayer } from './player-helpers';
import { rolePage, test } from './roles';

test.use({ signedInAs: 'admin' });

const QTI = 'http://www.imsglobal.org/xsd/imsqti_v2p2';

/** One multiple-choice item (4 is right) whose picture and stylesheet the zip leaves out. */
const ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI}" identifier="EVEN-1" title="Even number" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <stylesheet href="look.css" type="text/css"/>
  <itemBody>
    <p>Look at the number line.</p>
    <p><img src="images/number-line.png" alt="A number line from 0 to 10"/></p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Which number is even?</prompt>
      <simpleChoice identifier="A">3</simpleChoice>
      <simpleChoice identifier="B">4</simpleChoice>
      <simpleChoice identifier="C">5</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>`;

function imperfectPackage(alias: string, title: string): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M-${alias}"><organizations/><resources>
  <resource identifier="T" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/></resource>
  <resource identifier="I1" type="imsqti_item_xmlv2p2" href="item.xml"><file href="item.xml"/></resource>
</resources></manifest>`,
    'test.xml': `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI}" identifier="${alias}" title="${title}">
  <testPart identifier="P1" navigationMode="nonlinear" submissionMode="individual">
    <assessmentSection identifier="S1" title="Numbers" visible="true">
      <assessmentItemRef identifier="R1" href="item.xml"/>
    </assessmentSection>
  </testPart>
</assessmentTest>`,
    'item.xml': ITEM,
  });
}

test('a package missing an image imports with warnings: counted, listed before approval, and the student sees a placeholder', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const description = `Imperfect ${run}`;
  const title = `Imperfect Numbers ${run}`;

  await openImports(page);
  await importPackage(page, description, { name: `imperfect-${run}.zip`, buffer: await imperfectPackage(`imperfect-${run}`, title) });
  await refreshUntil(page, description, 'Awaiting review');
  await expect(historyRow(page, description)).toContainText('2 warnings');
  await expectAccessible(page);

  // The detail page counts them and its process log says which is which, in words.
  await rowAction(page, description, 'View');
  await expect(page.getByText('2 warnings', { exact: true })).toBeVisible();
  const log = page.getByRole('region', { name: 'Process Log' });
  await expect(log.getByRole('row').filter({ hasText: 'The image images/number-line.png is not in the zip' })).toContainText('Warning');
  await expect(log.getByRole('row').filter({ hasText: 'The stylesheet look.css is not in the zip' })).toContainText('Warning');
  await expectAccessible(page);

  // Staff previewing it are told which file is missing.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview: Practice Test' }).click()]);
  await expect(preview.getByRole('img', { name: 'Image not available: A number line from 0 to 10' })).toBeVisible();
  await expect(preview.getByText(/Staff preview: the file images\/number-line\.png is missing from the package/)).toBeVisible();
  await expectAccessible(preview);
  await preview.close();

  // The reviewer sees the warnings in the approve dialog before approving.
  const reviewer = await rolePage(browser, 'reviewer');
  await openImports(reviewer);
  await rowAction(reviewer, description, 'Approve');
  const dialog = reviewer.getByRole('dialog', { name: 'Approve the content package?' });
  await expect(dialog.getByText('The import gave 2 warnings. Check them before you approve:')).toBeVisible();
  const listed = dialog.getByRole('list', { name: 'Warnings' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('item.xml:');
  await expect(listed.filter({ hasText: 'The image images/number-line.png is not in the zip' })).toHaveCount(1);
  await expectAccessible(reviewer);
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(reviewer, description)).toContainText('Approved');

  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, description, 'Publish');
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(publisher, description)).toContainText('Published');

  // A student taking the test sees a named placeholder, not a broken picture, and no staff note.
  const student = await (await browser.newContext()).newPage();
  await openPlayer(student, { lang: 'en', width: 1280, height: 900, categoryId: 4, testName: title, mode: 2 });
  const placeholder = student.getByRole('img', { name: 'Image not available: A number line from 0 to 10' });
  await expect(placeholder).toBeVisible();
  await expect(student.getByText('Image not available: A number line from 0 to 10')).toBeVisible();
  await expect(student.getByText(/Staff preview/)).toHaveCount(0);
  await expectAccessible(student);
});
