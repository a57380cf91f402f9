// Writers of the QTI 2.2 files the category samples are made of. Item text is XHTML (and MathML
// with the `m:` prefix) written in the item modules; these functions add the declarations, the
// match_correct rules that also set FEEDBACK, and the two explanation blocks every sample carries.

const QTI = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
const ROOT_NS = `xmlns="${QTI}"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xmlns:m="http://www.w3.org/1998/Math/MathML"
    xsi:schemaLocation="${QTI} http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2p2.xsd"`;

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const scoreDeclarations = (max = 1) => `  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float">
    <defaultValue><value>${max}</value></defaultValue>
  </outcomeDeclaration>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>`;

/** match_correct written out, so that FEEDBACK says which explanation to show. */
const matchCorrectWithFeedback = `  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match>
          <variable identifier="RESPONSE"/>
          <correct identifier="RESPONSE"/>
        </match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
        <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">CORRECT</baseValue></setOutcomeValue>
      </responseIf>
      <responseElse>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
        <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">INCORRECT</baseValue></setOutcomeValue>
      </responseElse>
    </responseCondition>
  </responseProcessing>`;

const explanations = (answer, why) => `  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="CORRECT" showHide="show" title="Correct">
    <p>That is correct. ${why}</p>
  </modalFeedback>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="INCORRECT" showHide="show" title="Not quite">
    <p>The correct answer is ${answer}. ${why}</p>
  </modalFeedback>`;

const stimulusRefs = (passages = []) =>
  passages.map((p) => `  <assessmentStimulusRef identifier="${p.identifier}" href="../passages/${p.file}" title="${esc(p.title)}"/>\n`).join('');

function itemRoot(item, inner) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem ${ROOT_NS}
    identifier="${item.id}" title="${esc(item.title)}" adaptive="false" timeDependent="false" xml:lang="en">
${inner}
</assessmentItem>
`;
}

const letters = ['A', 'B', 'C', 'D', 'E'];

/**
 * A one-answer item: `choices` (single choice, identifiers A, B, C…), `inline` (an inline choice
 * inside `sentence` at `{{}}`), `hottext` (words marked [[like this]] in `sentence`) or `entry`
 * (a whole number typed into a box at the end of `stem`).
 */
export function fixedItem(item, passages) {
  let baseType = 'identifier';
  let body;
  let answer;
  if (item.choices) {
    const choices = item.choices.map((c, i) => `      <simpleChoice identifier="${letters[i]}">${c}</simpleChoice>`).join('\n');
    body = `${item.stem ? `    ${item.stem}\n` : ''}    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>${item.prompt}</prompt>
${choices}
    </choiceInteraction>`;
    answer = `${item.correct}, ${item.choices[letters.indexOf(item.correct)].replace(/^“|”$/g, '')}`.replace(/<[^>]+>/g, '');
  } else if (item.inline) {
    const options = item.inline.map((c, i) => `<inlineChoice identifier="${letters[i]}">${c}</inlineChoice>`).join('');
    body = `    <p>${item.prompt}</p>\n    <p>${item.sentence.replace('{{}}', `<inlineChoiceInteraction responseIdentifier="RESPONSE" shuffle="false">${options}</inlineChoiceInteraction>`)}</p>`;
    answer = `“${item.inline[letters.indexOf(item.correct)]}”`;
  } else if (item.sentence?.includes('[[')) {
    let n = 0;
    const words = [];
    const sentence = item.sentence.replace(/\[\[(.+?)\]\]/g, (_, w) => {
      words.push(w);
      return `<hottext identifier="H${++n}">${w}</hottext>`;
    });
    body = `    <hottextInteraction responseIdentifier="RESPONSE" maxChoices="1">
      <prompt>${item.prompt}</prompt>
      <p>${sentence}</p>
    </hottextInteraction>`;
    answer = `“${words[Number(item.correct.slice(1)) - 1]}”`;
  } else {
    baseType = 'integer';
    body = `    ${item.stem}\n    <p>${item.prompt} <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="6"/></p>`;
    answer = String(item.correct);
  }
  return itemRoot(
    item,
    `  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="${baseType}">
    <correctResponse><value>${item.correct}</value></correctResponse>
  </responseDeclaration>
${scoreDeclarations()}
${stimulusRefs(passages)}  <itemBody>
${body}
  </itemBody>
${matchCorrectWithFeedback}
${explanations(item.answerText ?? answer, item.why)}`,
  );
}

/**
 * A cloned item: `draws` are random integers per session ({ id, min, max, step }), `derived`
 * template values computed from them ({ id, expr } with a QTI expression), `answer` the template
 * value that is the correct whole number. Body and explanation print values with {NAME}.
 */
export function templateItem(item) {
  const print = (s) => s.replace(/\{([A-Z_0-9]+)\}/g, (_, id) => `<printedVariable identifier="${id}"/>`);
  const ids = [...item.draws.map((d) => d.id), ...item.derived.map((d) => d.id)];
  const declarations = ids.map((id) => `  <templateDeclaration identifier="${id}" cardinality="single" baseType="integer"/>`).join('\n');
  const draws = item.draws
    .map((d) => `    <setTemplateValue identifier="${d.id}"><randomInteger min="${d.min}" max="${d.max}"${d.step ? ` step="${d.step}"` : ''}/></setTemplateValue>`)
    .join('\n');
  const derived = item.derived.map((d) => `    <setTemplateValue identifier="${d.id}">${d.expr}</setTemplateValue>`).join('\n');
  // the constraint follows the derived values, so it can read them; a failed one draws again
  const constraint = item.constraint ? `\n    <templateConstraint>${item.constraint}</templateConstraint>` : '';
  return itemRoot(
    item,
    `  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>
${scoreDeclarations()}
${declarations}
  <templateProcessing>
${draws}
${derived}${constraint}
    <setCorrectResponse identifier="RESPONSE"><variable identifier="${item.answer}"/></setCorrectResponse>
  </templateProcessing>
  <itemBody>
    ${print(item.stem)}
    <p>${print(item.prompt)} <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="6"/></p>
  </itemBody>
${matchCorrectWithFeedback}
${explanations(`<printedVariable identifier="${item.answer}"/>`, print(item.why))}`,
  );
}

export function stimulus(passage) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus ${ROOT_NS.replace(/\n\s+xmlns:m="[^"]+"/, '')}
    identifier="${passage.identifier}" title="${esc(passage.title)}" xml:lang="en">
  <stimulusBody>
    <h2>${passage.title}</h2>
    <p><em>${passage.intro ?? 'Read the passage. Then answer the questions that follow.'}</em></p>
${passage.paragraphs.map((p, i) => `    <p>${passage.numbered === false ? '' : `(${i + 1}) `}${p}</p>`).join('\n')}
  </stimulusBody>
</assessmentStimulus>
`;
}

/** The test: one linear (or nonlinear) part, one section per strand, SCORE summed over every item. */
export function assessmentTest(test) {
  const refs = test.sections.flatMap((s) => s.items);
  const sections = test.sections
    .map(
      (s) => `    <assessmentSection identifier="${s.id}" title="${esc(s.title)}" visible="true">
${s.items.map((i) => `      <assessmentItemRef identifier="${i.id}" href="items/${i.file}"${i.calculator ? ` category="calculator-${i.calculator}"` : ''}/>`).join('\n')}
    </assessmentSection>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest ${ROOT_NS.replace(/\n\s+xmlns:m="[^"]+"/, '')}
    identifier="${test.identifier}" title="${esc(test.title)}">
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <testPart identifier="${test.identifier}-part" navigationMode="${test.navigation}" submissionMode="individual">
    <itemSessionControl maxAttempts="1" showFeedback="true" allowReview="true" showSolution="true" allowComment="false" allowSkipping="true" validateResponses="false"/>
${sections}
  </testPart>
  <outcomeProcessing>
    <setOutcomeValue identifier="SCORE">
      <sum>
${refs.map((i) => `        <variable identifier="${i.id}.SCORE"/>`).join('\n')}
      </sum>
    </setOutcomeValue>
  </outcomeProcessing>
</assessmentTest>
`;
}

const lom = (title, description) => `<imsmd:lom>
          <imsmd:general>
            <imsmd:title><imsmd:string language="en">${esc(title)}</imsmd:string></imsmd:title>${
              description ? `\n            <imsmd:description><imsmd:string language="en">${esc(description)}</imsmd:string></imsmd:description>` : ''
            }
          </imsmd:general>
        </imsmd:lom>`;

/** The manifest: the test (with `testFiles` beside test.xml), one resource per item (depending on its passages) and per passage. */
export function manifest(test, passages, testFiles = []) {
  const items = test.sections.flatMap((s) => s.items);
  const itemResources = items
    .map(
      (i) => `    <resource identifier="RES-${i.id}" type="imsqti_item_xmlv2p2" href="items/${i.file}">
      <file href="items/${i.file}"/>
${(i.passages ?? []).map((p) => `      <dependency identifierref="RES-${p.identifier}"/>\n`).join('')}    </resource>`,
    )
    .join('\n');
  const passageResources = passages
    .map(
      (p) => `    <resource identifier="RES-${p.identifier}" type="imsqti_stimulus_xmlv2p2" href="passages/${p.file}">
      <file href="passages/${p.file}"/>
    </resource>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd http://ltsc.ieee.org/xsd/LOM http://www.imsglobal.org/xsd/imsmd_loose_v1p3p2.xsd"
    identifier="MANIFEST-${test.identifier}">
  <metadata>
    <schema>QTIv2.2 Package</schema>
    <schemaversion>1.0.0</schemaversion>
    ${lom(test.title).replace(/\n {4}/g, '\n')}
  </metadata>
  <organizations/>
  <resources>
    <resource identifier="RES-TEST-${test.identifier}" type="imsqti_test_xmlv2p2" href="test.xml">
      <metadata>
        ${lom(test.title, test.description)}
      </metadata>
      <file href="test.xml"/>
${testFiles.map((f) => `      <file href="${f}"/>\n`).join('')}${items.map((i) => `      <dependency identifierref="RES-${i.id}"/>`).join('\n')}
    </resource>
${itemResources}
${passageResources}
  </resources>
</manifest>
`;
}
