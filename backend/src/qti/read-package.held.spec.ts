import { readContentPackage, readContentPackageHeld } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** A test that places its items out of manifest order, in two strands, with a shared passage. */
async function packagePath(): Promise<string> {
  const stimulus = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus xmlns="${QTI_NAMESPACES['2.2']}" identifier="PASSAGE" title="A passage long enough to be cut">
  <stimulusBody><p>A paragraph long enough that its text is a substring of the file.</p></stimulusBody>
</assessmentStimulus>`;
  const ref = '<assessmentStimulusRef identifier="PASSAGE" href="../stimuli/passage.xml"/>';
  const ids = [1, 2, 3];
  return writeZip(dir, 'held.zip', [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml' },
        ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
        { id: 'STIM', type: 'stimulus', href: 'stimuli/passage.xml' },
      ]),
    },
    {
      name: 'test.xml',
      data: assessmentTest('2.2', 'held', 'Held', [
        { id: 'S1', title: 'Second strand first', refs: [{ id: 'r3', href: 'items/q3.xml', category: 'calculator-basic' }] },
        { id: 'S2', title: 'Then the rest', refs: [{ id: 'r1', href: 'items/q1.xml' }, { id: 'r2', href: 'items/q2.xml' }] },
      ]),
    },
    ...ids.map((i) => ({ name: `items/q${i}.xml`, data: choiceItem('2.2', `Q${i}`).replace('<itemBody>', `${ref}\n<itemBody>`) })),
    { name: 'stimuli/passage.xml', data: stimulus },
  ]);
}

describe('reading a package with its items held back', () => {
  it('hands out, once and in delivery order, the same items the plain read returns', async () => {
    const path = await packagePath();
    const plain = await readContentPackage(path);
    const held = await readContentPackageHeld(path);
    if (!plain.ok || !held.ok) throw new Error('expected both reads to succeed');

    const { tests: heldTests, ...rest } = held.pkg;
    const { items, tests, ...plainRest } = plain.pkg;
    expect(rest).toEqual(plainRest);
    expect(heldTests.map((t) => t.test)).toEqual(tests.map((t) => t.test));
    const [{ itemCount, takeItems }] = heldTests;
    expect(itemCount).toBe(3);
    const taken = [...takeItems()];
    expect(taken).toEqual(items);
    expect(taken.map((i) => [i.uin, i.strandName, i.calculator, i.delivery.stimulusRefs])).toEqual([
      ['Q3', 'Second strand first', 1, ['PASSAGE']],
      ['Q1', 'Then the rest', 0, ['PASSAGE']],
      ['Q2', 'Then the rest', 0, ['PASSAGE']],
    ]);
    expect([...takeItems()]).toEqual([]);
  });
});
