import { randomBytes } from 'node:crypto';
import { ZipFile } from 'yazl';

/**
 * Packages for the kill tests: many small items and incompressible figures, so that reading,
 * storing media and writing rows are each a phase a kill can land in.
 */

const QTI = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
const pad = (n: number) => String(n).padStart(4, '0');

function itemXml(n: number, figure: number | null): string {
  const img = figure === null ? '' : ` <img src="../media/figure-${pad(figure)}.png" alt="Figure ${figure}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI}" identifier="KILL-${pad(n)}" title="Item ${n}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>
  <itemBody>
    <p>A shelf holds ${n} books and ${n + 7} more arrive.${img}</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>How many books are there now?</prompt>
      <simpleChoice identifier="A">${2 * n + 6}</simpleChoice>
      <simpleChoice identifier="B">${2 * n + 7}</simpleChoice>
      <simpleChoice identifier="C">${2 * n + 8}</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
      </responseIf>
    </responseCondition>
  </responseProcessing>
</assessmentItem>
`;
}

/** What a package holds, to check what its import left behind. */
export interface Contents {
  items: number;
  media: string[];
}

/** A QTI 2.2 package of `items` choice items, the first `figures` of them with an image each. */
export function buildPackage({ items, figures }: { items: number; figures: number }): Promise<{ zip: Buffer; contents: Contents }> {
  const zip = new ZipFile();
  const href = (n: number) => `items/item-${pad(n)}.xml`;
  const media = Array.from({ length: figures }, (_, i) => `media/figure-${pad(i + 1)}.png`);
  const refs = Array.from({ length: items }, (_, i) => `      <assessmentItemRef identifier="KILL-${pad(i + 1)}" href="${href(i + 1)}"/>`);
  const resources = Array.from(
    { length: items },
    (_, i) => `    <resource identifier="R${i + 1}" type="imsqti_item_xmlv2p2" href="${href(i + 1)}"><file href="${href(i + 1)}"/></resource>`,
  );
  zip.addBuffer(
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="KILL">
  <resources>
    <resource identifier="TEST" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/></resource>
${resources.join('\n')}
${media.map((m, i) => `    <resource identifier="M${i + 1}" type="webcontent" href="${m}"><file href="${m}"/></resource>`).join('\n')}
  </resources>
</manifest>
`),
    'imsmanifest.xml',
  );
  zip.addBuffer(
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI}" identifier="kill-${items}" title="Kill test of ${items} items">
  <testPart identifier="P" navigationMode="linear" submissionMode="individual">
    <assessmentSection identifier="S" title="Quantitative Reasoning" visible="true">
${refs.join('\n')}
    </assessmentSection>
  </testPart>
</assessmentTest>
`),
    'test.xml',
  );
  for (let n = 1; n <= items; n++) zip.addBuffer(Buffer.from(itemXml(n, n <= figures ? n : null)), href(n));
  // Incompressible figures of some size, so storing them is a phase of its own a kill can hit.
  for (const m of media) zip.addBuffer(randomBytes(64 * 1024), m, { compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve({ zip: Buffer.concat(chunks), contents: { items, media } }));
    zip.outputStream.on('error', reject);
  });
}
