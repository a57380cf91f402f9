import { always, float, item, items, lt, part, section, sectionModel, variable } from './delivery/spec-fixtures';
import { readContentPackage } from './read-package';
import { testLength } from './test-length';
import type { QtiVersion, TestModel } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { choiceItem, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** Element names in the 2.x or 3.0 spelling (3.0 attributes are kebab-case too). */
function dialect(version: QtiVersion) {
  const q3 = version === '3.0';
  const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const el = (name: string) => (q3 ? `qti-${kebab(name)}` : name);
  const at = (name: string) => (q3 ? kebab(name) : name);
  const always = `<${el('baseValue')} ${at('baseType')}="boolean">true</${el('baseValue')}>`;
  const scoreAtLeast = (n: number) =>
    `<${el('gte')}><${el('variable')} identifier="ROUTE"/><${el('baseValue')} ${at('baseType')}="float">${n}</${el('baseValue')}></${el('gte')}>`;
  const scoreBelow = (n: number) =>
    `<${el('lt')}><${el('variable')} identifier="ROUTE"/><${el('baseValue')} ${at('baseType')}="float">${n}</${el('baseValue')}></${el('lt')}>`;
  return {
    pre: (cond: string) => `<${el('preCondition')}>${cond}</${el('preCondition')}>`,
    branch: (target: string, cond: string) => `<${el('branchRule')} target="${target}">${cond}</${el('branchRule')}>`,
    always,
    scoreAtLeast,
    scoreBelow,
    /** the reference to items/q{i}.xml; `head` holds its preCondition/branchRule */
    ref: (i: number, head = '') => `<${el('assessmentItemRef')} identifier="ref-${i}" href="items/q${i}.xml">${head}</${el('assessmentItemRef')}>`,
    /** a section of `count` item references to q{first}.., then `inner` */
    section: (id: string, first: number, count: number, head = '', inner = '') =>
      `<${el('assessmentSection')} identifier="${id}" title="${id}" visible="true">${head}${Array.from(
        { length: count },
        (_, k) => `<${el('assessmentItemRef')} identifier="ref-${first + k}" href="items/q${first + k}.xml"/>`,
      ).join('')}${inner}</${el('assessmentSection')}>`,
    test: (body: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><${el('assessmentTest')} xmlns="${QTI_NAMESPACES[version]}" identifier="staged" title="Staged">` +
      `<${el('outcomeDeclaration')} identifier="ROUTE" cardinality="single" ${at('baseType')}="float"/>` +
      `<${el('testPart')} identifier="P1" ${at('navigationMode')}="linear" ${at('submissionMode')}="individual">${body}</${el('testPart')}></${el('assessmentTest')}>`,
  };
}

let n = 0;
async function readTest(version: QtiVersion, testXml: string, itemCount: number): Promise<TestModel> {
  const ids = Array.from({ length: itemCount }, (_, k) => k + 1);
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
    ]),
    'test.xml': testXml,
    ...Object.fromEntries(ids.map((i) => [`items/q${i}.xml`, choiceItem(version, `Q${i}`)])),
  };
  const path = await writeZip(
    dir,
    `length-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  const result = await readContentPackage(path);
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
  expect(result.warnings).toEqual([]);
  return result.pkg.test;
}

describe.each(['2.2', '3.0'] as QtiVersion[])('operationalTestLength of QTI %s tests', (version) => {
  const d = dialect(version);

  it('counts a routing stage and the largest of the stage-2 sections gated by preConditions', async () => {
    const xml = d.test(d.section('ROUTING', 1, 4) + d.section('LOW', 5, 3, d.pre(d.scoreBelow(3))) + d.section('HIGH', 8, 5, d.pre(d.scoreAtLeast(3))));
    const test = await readTest(version, xml, 12);
    expect(test.operationalTestLength).toBe(4 + 5);
    expect(test.branchingProfileName).toBe('branching');
  });

  it('counts an ungated section after the alternatives, and nested alternatives inside a section', async () => {
    const nested = d.section('ALT-A', 3, 2, d.pre(d.scoreBelow(1))) + d.section('ALT-B', 5, 1, d.pre(d.scoreAtLeast(1)));
    const xml = d.test(d.section('STAGE1', 1, 2, '', nested) + d.section('CLOSING', 6, 2));
    expect((await readTest(version, xml, 7)).operationalTestLength).toBe(2 + 2 + 2);
  });

  it('follows branch rules: a routing jump forward and an always-taken exit give the longest path', async () => {
    const xml = d.test(
      d.section('ROUTING', 1, 3, d.branch('HARD', d.scoreAtLeast(2))) + d.section('EASY', 4, 2, d.branch('EXIT_TESTPART', d.always)) + d.section('HARD', 6, 4),
    );
    expect((await readTest(version, xml, 9)).operationalTestLength).toBe(3 + 4);
  });

  it('counts every section on the way when no branch is always taken', async () => {
    const xml = d.test(
      d.section('ROUTING', 1, 3, d.branch('HARD', d.scoreAtLeast(2))) +
        d.section('EASY', 4, 2, d.branch('EXIT_TESTPART', d.scoreBelow(1))) +
        d.section('HARD', 6, 4),
    );
    expect((await readTest(version, xml, 9)).operationalTestLength).toBe(9);
  });

  it('lets an always-taken item-level exit end its section early', async () => {
    const items = d.ref(1, d.branch('EXIT_SECTION', d.always)) + d.ref(2) + d.ref(3);
    const xml = d.test(d.section('S1', 0, 0, '', items) + d.section('S2', 4, 1));
    expect((await readTest(version, xml, 4)).operationalTestLength).toBe(1 + 1);
  });

  it('counts preCondition-gated item references as alternatives', async () => {
    const items = d.ref(1) + d.ref(2, d.pre(d.scoreBelow(1))) + d.ref(3, d.pre(d.scoreAtLeast(1))) + d.ref(4);
    expect((await readTest(version, d.test(d.section('S1', 0, 0, '', items)), 4)).operationalTestLength).toBe(3);
  });
});

describe('testLength of a nonlinear part', () => {
  it('counts every item, since preConditions and branch rules apply only in linear parts', () => {
    const rule = { branchRules: [{ target: 'EXIT_TEST', expression: always }] };
    const gated = { preConditions: [lt(variable('ROUTE'), float(1))] };
    const sections = [sectionModel('S1', [item('A', rule), item('B'), section('S2', items('C'), gated), section('S3', items('D'), gated)])];
    expect(testLength([part('P1', sections, 'nonlinear')])).toBe(4);
    expect(testLength([part('P1', sections, 'linear')])).toBe(1);
  });
});
