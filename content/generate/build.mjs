// Writes the category samples (Mathematics, ELAR and Essay practice) and the two adaptive practice
// tests as package source folders under content/samples, from the item modules beside this file.
// Run it after editing them:
//   node content/generate/build.mjs
// The folders it writes are committed; the portal zips and imports them like the other samples.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { essayItem, essayXml } from './essay.mjs';
import { essayRevision, informational, literary, sentences } from './elar-items.mjs';
import { algebraic, geometric, quantitative, statistical } from './math-items.mjs';
import { adaptiveTest, settingsFile, SETTINGS_FILE, usageFile, USAGE_FILE } from './adaptive.mjs';
import * as adaptiveElar from './adaptive-elar-items.mjs';
import * as adaptiveMath from './adaptive-math-items.mjs';
import { assessmentTest, fixedItem, manifest, stimulus, templateItem } from './qti.mjs';

const SAMPLES = join(dirname(fileURLToPath(import.meta.url)), '..', 'samples');

const PACKAGES = [
  {
    folder: 'math-skills',
    identifier: 'tsia2-math-skills', title: 'Mathematics Skills Practice', navigation: 'linear',
    description: 'Original questions in all four mathematics strands. Some numbers change every time.',
    sections: [
      { id: 'MS-QR', title: 'Quantitative Reasoning', items: quantitative },
      { id: 'MS-AR', title: 'Algebraic Reasoning', items: algebraic },
      { id: 'MS-GSR', title: 'Geometric and Spatial Reasoning', items: geometric },
      { id: 'MS-PSR', title: 'Probabilistic and Statistical Reasoning', items: statistical },
    ],
  },
  {
    folder: 'elar-skills',
    identifier: 'tsia2-elar-skills', title: 'English Language Arts and Reading Skills Practice', navigation: 'linear',
    description: 'Original reading passages and writing questions in all four ELAR strands.',
    sections: [
      { id: 'ES-LIT', title: 'Literary Text Analysis', items: literary },
      { id: 'ES-INFO', title: 'Informational Text Analysis and Synthesis', items: informational },
      { id: 'ES-ESSAY', title: 'Essay Revision and Editing', items: essayRevision },
      { id: 'ES-SENT', title: 'Sentence Revision, Editing, and Completion', items: sentences },
    ],
  },
  {
    folder: 'essay-practice',
    identifier: 'tsia2-essay-practice', title: 'Essay Practice: A Persuasive Essay', navigation: 'nonlinear',
    description: 'Write a persuasive essay, score it against the rubric, then compare it with an example.',
    sections: [{ id: 'ESSAY', title: 'Essay', items: [{ ...essayItem, xml: essayXml }] }],
  },
  {
    folder: 'math-adaptive',
    identifier: 'tsia2-math-adaptive', title: 'Adaptive Mathematics Practice Test (practice estimate)', adaptive: true,
    description: 'Adapts to your answers. A practice estimate on the 910–990 scale, not an official TSIA2 score.',
    adaptiveId: 'MA-CAT', adaptiveTitle: 'Mathematics',
    settings: { startTheta: 0, minLength: 12, maxLength: 20, targetSe: 0.3, randomesque: 3 },
    scale: { intercept: 950, slope: 20, lower: 910, upper: 990, cut: 950 },
    sections: [
      { id: 'MA-QR', title: 'Quantitative Reasoning', items: adaptiveMath.quantitative },
      { id: 'MA-AR', title: 'Algebraic Reasoning', items: adaptiveMath.algebraic },
      { id: 'MA-GSR', title: 'Geometric and Spatial Reasoning', items: adaptiveMath.geometric },
      { id: 'MA-PSR', title: 'Probabilistic and Statistical Reasoning', items: adaptiveMath.statistical },
    ],
  },
  {
    folder: 'elar-adaptive',
    identifier: 'tsia2-elar-adaptive', title: 'Adaptive ELAR Practice Test (practice estimate)', adaptive: true,
    description: 'Adapts to your answers. A practice estimate of the multiple-choice part only, not an official TSIA2 score.',
    adaptiveId: 'EA-CAT', adaptiveTitle: 'English Language Arts and Reading',
    settings: { startTheta: 0, minLength: 12, maxLength: 24, targetSe: 0.3, randomesque: 3 },
    scale: { intercept: 950, slope: 20, lower: 910, upper: 990, cut: 945 },
    sections: [
      { id: 'EA-LIT', title: 'Literary Text Analysis', items: adaptiveElar.literary },
      { id: 'EA-INFO', title: 'Informational Text Analysis and Synthesis', items: adaptiveElar.informational },
      { id: 'EA-ESSAY', title: 'Essay Revision and Editing', items: adaptiveElar.essayRevision },
      { id: 'EA-SENT', title: 'Sentence Revision, Editing, and Completion', items: adaptiveElar.sentences },
    ],
  },
];

/** An item module may leave out the file name: it is the identifier and the title. */
const slug = (s) => s.toLowerCase().replace(/\(.*?\)/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
for (const item of PACKAGES.flatMap((p) => p.sections).flatMap((s) => s.items)) item.file ??= `${item.id.toLowerCase()}-${slug(item.title)}.xml`;

for (const pkg of PACKAGES) {
  const dir = join(SAMPLES, pkg.folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'items'), { recursive: true });
  const passages = [...new Map(pkg.sections.flatMap((s) => s.items).flatMap((i) => i.passages ?? []).map((p) => [p.identifier, p])).values()];
  if (passages.length) mkdirSync(join(dir, 'passages'));
  for (const p of passages) writeFileSync(join(dir, 'passages', p.file), stimulus(p));
  for (const item of pkg.sections.flatMap((s) => s.items)) {
    const xml = item.xml ?? (item.draws ? templateItem(item) : fixedItem(item, item.passages));
    writeFileSync(join(dir, 'items', item.file), xml);
  }
  if (pkg.adaptive) {
    mkdirSync(join(dir, 'cat'));
    writeFileSync(join(dir, SETTINGS_FILE), settingsFile(pkg));
    writeFileSync(join(dir, USAGE_FILE), usageFile(pkg));
  }
  writeFileSync(join(dir, 'test.xml'), pkg.adaptive ? adaptiveTest(pkg) : assessmentTest(pkg));
  writeFileSync(join(dir, 'imsmanifest.xml'), manifest(pkg, passages, pkg.adaptive ? [SETTINGS_FILE, USAGE_FILE] : []));
  console.log(`${pkg.folder}: ${pkg.sections.flatMap((s) => s.items).length} items, ${passages.length} passages`);
}
