// Content packages for npm run bench:import: QTI 2.2 tests of N original single-choice arithmetic
// items, written with yazl straight to a file. Every entry is produced only when yazl reads it, so
// the generator never holds the package (or all its items) in memory.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
const STRANDS = ['Quantitative Reasoning', 'Algebraic Reasoning', 'Geometric and Spatial Reasoning', 'Probabilistic and Statistical Reasoning'];
// A fixed date keeps a package's bytes the same from run to run.
const MTIME = new Date('2026-01-01T00:00:00Z');

const id = (n) => `BENCH-${String(n).padStart(5, '0')}`;
const href = (n) => `items/item-${String(n).padStart(5, '0')}.xml`;

/** The same numbers for the same item in every run (a small linear congruential generator). */
function numbers(n) {
  let seed = (n * 2654435761) % 2 ** 32;
  const next = (max) => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return 10 + (seed % max);
  };
  return { a: next(890), b: next(890) };
}

export function itemXml(n) {
  const { a, b } = numbers(n);
  const sum = a + b;
  const choices = [sum, sum + 10, sum - 1, sum + 100];
  const letters = ['A', 'B', 'C', 'D'];
  // the correct choice moves around so not every key is A
  const rotate = n % 4;
  const ordered = choices.map((_, i) => choices[(i + rotate) % 4]);
  const correct = letters[ordered.indexOf(sum)];
  const explanation = `Add the ones, the tens and then the hundreds, carrying where a column passes nine: ${a} + ${b} = ${sum}.`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NS}" identifier="${id(n)}" title="Sum of two numbers ${n}" adaptive="false" timeDependent="false" xml:lang="en">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>${correct}</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
  <itemBody>
    <p>A school library had ${a} books on its shelves and received a donation of ${b} more books.</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>How many books does the library have now?</prompt>
${ordered.map((v, i) => `      <simpleChoice identifier="${letters[i]}">${v}</simpleChoice>`).join('\n')}
    </choiceInteraction>
  </itemBody>
  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
        <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">CORRECT</baseValue></setOutcomeValue>
      </responseIf>
      <responseElse>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
        <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">INCORRECT</baseValue></setOutcomeValue>
      </responseElse>
    </responseCondition>
  </responseProcessing>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="CORRECT" showHide="show" title="Correct">
    <p>That is correct. ${explanation}</p>
  </modalFeedback>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="INCORRECT" showHide="show" title="Not quite">
    <p>The correct answer is ${correct}, ${sum}. ${explanation}</p>
  </modalFeedback>
</assessmentItem>
`;
}

/** Items go round the four strands in blocks, one section per strand. */
const strandOf = (n, count) => Math.min(STRANDS.length - 1, Math.floor(((n - 1) * STRANDS.length) / count));

function* testXml(count) {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI_NS}" identifier="bench-import-${count}" title="Import benchmark, ${count} items">
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <testPart identifier="PART" navigationMode="linear" submissionMode="individual">
`;
  for (let s = 0; s < STRANDS.length; s++) {
    yield `    <assessmentSection identifier="S${s + 1}" title="${STRANDS[s]}" visible="true">\n`;
    for (let n = 1; n <= count; n++) {
      if (strandOf(n, count) === s) yield `      <assessmentItemRef identifier="${id(n)}" href="${href(n)}"/>\n`;
    }
    yield '    </assessmentSection>\n';
  }
  yield '  </testPart>\n</assessmentTest>\n';
}

function* manifestXml(count) {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM" identifier="MANIFEST-bench-import-${count}">
  <metadata><schema>QTIv2.2 Package</schema><schemaversion>1.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="RES-TEST" type="imsqti_test_xmlv2p2" href="test.xml">
      <file href="test.xml"/>
`;
  for (let n = 1; n <= count; n++) yield `      <dependency identifierref="RES-${id(n)}"/>\n`;
  yield '    </resource>\n';
  for (let n = 1; n <= count; n++) {
    yield `    <resource identifier="RES-${id(n)}" type="imsqti_item_xmlv2p2" href="${href(n)}"><file href="${href(n)}"/></resource>\n`;
  }
  yield '  </resources>\n</manifest>\n';
}

const lazy = (generator) => Readable.from(generator, { objectMode: false });

/** Writes the package to `file`; resolves with its size and the bytes of its entries expanded. */
export async function writeBenchPackage(file, count) {
  const zip = new yazl.ZipFile();
  const options = { mtime: MTIME, mode: 0o100644 };
  let expanded = 0;
  const counted = function* (generator) {
    for (const chunk of generator) {
      expanded += Buffer.byteLength(chunk);
      yield chunk;
    }
  };
  zip.addReadStream(lazy(counted(manifestXml(count))), 'imsmanifest.xml', options);
  zip.addReadStream(lazy(counted(testXml(count))), 'test.xml', options);
  let itemBytes = 0;
  for (let n = 1; n <= count; n++) {
    const item = function* () {
      const xml = itemXml(n);
      itemBytes += Buffer.byteLength(xml);
      yield* counted([xml]);
    };
    zip.addReadStream(lazy(item()), href(n), options);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return { zipBytes: (await stat(file)).size, expandedBytes: expanded, itemBytes };
}

/** Words for the padding of the largest item: varied enough that it compresses like prose. */
const WORDS = (
  'river stone orchard lantern maple harbor violet meadow copper willow signal canyon pepper ladder quartz ember ' +
  'falcon thistle garnet prairie beacon cobalt juniper mosaic saddle tundra velvet walnut yarrow zephyr amber basalt'
).split(' ');

/**
 * A package of one item whose XML is as large as the import accepts (`bytes`, the XML limit), its
 * body a long passage in paragraphs: what the limit lets one file cost the importing process.
 */
export async function writeLargestXmlPackage(file, bytes) {
  const head = itemXml(1).split('<itemBody>');
  let seed = 7;
  const word = () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    // the high bits: the low bits of this generator repeat with a short period
    return WORDS[(seed >>> 16) % WORDS.length];
  };
  const room = bytes - Buffer.byteLength(head[0]) - Buffer.byteLength(head[1]) - 64;
  const passage = function* () {
    yield `${head[0]}<itemBody>\n`;
    let written = 0;
    while (written < room) {
      const paragraph = `    <p>${Array.from({ length: 120 }, word).join(' ')}.</p>\n`;
      written += paragraph.length;
      if (written < room) yield paragraph;
    }
    yield head[1];
  };
  const zip = new yazl.ZipFile();
  const options = { mtime: MTIME, mode: 0o100644 };
  let itemBytes = 0;
  zip.addReadStream(lazy(manifestXml(1)), 'imsmanifest.xml', options);
  zip.addReadStream(lazy(testXml(1)), 'test.xml', options);
  zip.addReadStream(
    lazy(
      (function* () {
        for (const chunk of passage()) {
          itemBytes += Buffer.byteLength(chunk);
          yield chunk;
        }
      })(),
    ),
    href(1),
    options,
  );
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return { zipBytes: (await stat(file)).size, expandedBytes: itemBytes, itemBytes };
}
