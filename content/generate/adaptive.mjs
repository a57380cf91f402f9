// Writers of the adaptive samples' own files: a test whose one section is delivered by the portal's
// adaptive engine (1EdTech CAT markup), its settings file (with the score scale) and its usage data
// (the starting item parameters). Items and the manifest come from qti.mjs.
import { esc } from './qti.mjs';

const QTI = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
const CAT = 'http://www.imsglobal.org/xsd/imsqti_cat_v1p0';
export const SETTINGS_FILE = 'cat/settings.json';
export const USAGE_FILE = 'cat/usage.xml';

/** Four-option items can be guessed one time in four or five; a typed answer almost never. */
export const guessing = (item) => (item.choices || item.inline || item.sentence?.includes('[[') ? 0.2 : 0);

/** The test: one linear part holding the adaptive section, whose subsections are the strands. */
export function adaptiveTest(test) {
  const strands = test.sections
    .map(
      (s) => `      <assessmentSection identifier="${s.id}" title="${esc(s.title)}" visible="true">
${s.items.map((i) => `        <assessmentItemRef identifier="${i.id}" href="items/${i.file}"${i.calculator ? ` category="calculator-${i.calculator}"` : ''}/>`).join('\n')}
      </assessmentSection>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI}"
    xmlns:cat="${CAT}"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="${QTI} http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2p2.xsd"
    identifier="${test.identifier}" title="${esc(test.title)}">
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <testPart identifier="${test.identifier}-part" navigationMode="linear" submissionMode="individual">
    <itemSessionControl maxAttempts="1" showFeedback="true" allowReview="true" showSolution="true" allowComment="false" allowSkipping="true" validateResponses="false"/>
    <assessmentSection identifier="${test.adaptiveId}" title="${esc(test.adaptiveTitle)}" visible="true">
      <selection select="${test.settings.maxLength}">
        <cat:adaptiveItemSelection>
          <cat:adaptiveEngineRef identifier="portal-engine" href="urn:portal:adaptive-engine"/>
          <cat:adaptiveSettingsRef href="${SETTINGS_FILE}"/>
          <cat:qtiUsagedataRef href="${USAGE_FILE}"/>
        </cat:adaptiveItemSelection>
      </selection>
${strands}
    </assessmentSection>
  </testPart>
  <outcomeProcessing>
    <setOutcomeValue identifier="SCORE">
      <sum><testVariables variableIdentifier="SCORE"/></sum>
    </setOutcomeValue>
  </outcomeProcessing>
</assessmentTest>
`;
}

/** The engine's settings and the score scale; every strand gets an equal share of the questions. */
export function settingsFile(test) {
  const share = 1 / test.sections.length;
  const contentTargets = Object.fromEntries(test.sections.map((s) => [s.title, share]));
  return `${JSON.stringify({ ...test.settings, contentTargets, scale: test.scale }, null, 2)}\n`;
}

const statistic = (name, id, value) => `  <itemStatistic name="${name}">
    <targetObject identifier="${id}"/>
    <ordinaryStatistic><value>${value}</value></ordinaryStatistic>
  </itemStatistic>`;

/** The starting parameters of every item (3PL, logistic metric with D = 1). */
export function usageFile(test) {
  const items = test.sections.flatMap((s) => s.items);
  const rows = items.flatMap((i) => [statistic('irt-a', i.id, i.irt[0]), statistic('irt-b', i.id, i.irt[1]), statistic('irt-c', i.id, guessing(i))]);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Starting values judged by the writer from how hard each question is, not yet calibrated on answers. -->
<usageData xmlns="http://www.imsglobal.org/xsd/imsqti_usagedata_v2p1" glossary="urn:portal:irt-3pl">
${rows.join('\n')}
</usageData>
`;
}
