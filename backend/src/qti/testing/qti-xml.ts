/** Small, original QTI documents for specs, in 2.1, 2.2 or 3.0 flavour. */
import type { QtiVersion } from '../types';
import { QTI_NAMESPACES } from '../xml/qti-names';
import { PORTAL_METADATA_NS } from '../manifest';

const SUFFIX: Record<QtiVersion, string> = { '2.1': 'v2p1', '2.2': 'v2p2', '3.0': 'v3p0' };

export interface ResourceSpec {
  id: string;
  type: 'test' | 'item' | 'stimulus' | 'webcontent';
  href: string;
  files?: string[];
  deps?: string[];
  metadata?: string;
}

export function manifest(version: QtiVersion, resources: ResourceSpec[], title?: string): string {
  const res = resources
    .map((r) => {
      const type = r.type === 'webcontent' ? 'webcontent' : `imsqti_${r.type}_xml${SUFFIX[version]}`;
      const files = (r.files ?? [r.href]).map((f) => `<file href="${f}"/>`).join('');
      const deps = (r.deps ?? []).map((d) => `<dependency identifierref="${d}"/>`).join('');
      return `<resource identifier="${r.id}" type="${type}" href="${r.href}">${r.metadata ? `<metadata>${r.metadata}</metadata>` : ''}${files}${deps}</resource>`;
    })
    .join('\n    ');
  const meta = title ? `<metadata><lom xmlns="http://ltsc.ieee.org/xsd/LOM"><general><title><string>${title}</string></title></general></lom></metadata>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="MANIFEST-1">
  ${meta}<organizations/>
  <resources>
    ${res}
  </resources>
</manifest>`;
}

export function lomDescription(text: string): string {
  return `<lom xmlns="http://ltsc.ieee.org/xsd/LOM"><general><description><string>${text}</string></description></general></lom>`;
}

export function portalMetadata(parent: string, profile: string): string {
  return `<p:portal xmlns:p="${PORTAL_METADATA_NS}"><p:parentTestAlias>${parent}</p:parentTestAlias><p:branchingProfileName>${profile}</p:branchingProfileName></p:portal>`;
}

/** A single-choice item with three choices (A, B, C), the given correct value and feedback. */
export function choiceItem(version: QtiVersion, id: string, opts: { correct?: string; extraBody?: string; extraHead?: string } = {}): string {
  const correct = opts.correct ?? 'B';
  if (version === '3.0') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI_NAMESPACES['3.0']}" identifier="${id}" title="Item ${id}" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>${correct}</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>
  ${opts.extraHead ?? ''}
  <qti-item-body>
    <p>Which number is even?</p>${opts.extraBody ?? ''}
    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">
      <qti-prompt>Pick one.</qti-prompt>
      <qti-simple-choice identifier="A">3</qti-simple-choice>
      <qti-simple-choice identifier="B">4</qti-simple-choice>
      <qti-simple-choice identifier="C">5</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="EXPLAIN" show-hide="show"><qti-content-body><p>Four divides by two.</p></qti-content-body></qti-modal-feedback>
</qti-assessment-item>`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES[version]}" identifier="${id}" title="Item ${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>${correct}</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
  ${opts.extraHead ?? ''}
  <itemBody>
    <p>Which number is even?</p>${opts.extraBody ?? ''}
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Pick one.</prompt>
      <simpleChoice identifier="A">3</simpleChoice>
      <simpleChoice identifier="B">4</simpleChoice>
      <simpleChoice identifier="C">5</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_${SUFFIX[version]}/rptemplates/match_correct"/>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="EXPLAIN" showHide="show"><p>Four divides by two.</p></modalFeedback>
</assessmentItem>`;
}

export interface SectionSpec {
  id: string;
  title: string;
  refs: { id: string; href: string; category?: string }[];
  select?: number;
  extra?: string;
}

export function assessmentTest(version: QtiVersion, id: string, title: string, sections: SectionSpec[], nav = 'linear'): string {
  const q3 = version === '3.0';
  const t = (name2: string, name3: string) => (q3 ? name3 : name2);
  const body = sections
    .map((s) => {
      const sel = s.select !== undefined ? `<${t('selection', 'qti-selection')} select="${s.select}"/>` : '';
      const refs = s.refs
        .map(
          (r) =>
            `<${t('assessmentItemRef', 'qti-assessment-item-ref')} identifier="${r.id}" href="${r.href}"${r.category ? ` category="${r.category}"` : ''}/>`,
        )
        .join('');
      return `<${t('assessmentSection', 'qti-assessment-section')} identifier="${s.id}" title="${s.title}" visible="true">${sel}${refs}${s.extra ?? ''}</${t('assessmentSection', 'qti-assessment-section')}>`;
    })
    .join('\n');
  const part = q3
    ? `<qti-test-part identifier="P1" navigation-mode="${nav}" submission-mode="individual">${body}</qti-test-part>`
    : `<testPart identifier="P1" navigationMode="${nav}" submissionMode="individual">${body}</testPart>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${t('assessmentTest', 'qti-assessment-test')} xmlns="${QTI_NAMESPACES[version]}" identifier="${id}" title="${title}">
${part}
</${t('assessmentTest', 'qti-assessment-test')}>`;
}
