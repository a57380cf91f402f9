import { ZipFile } from 'yazl';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';

/** The line of `text` in `xml`, as the process log names it. */
export const lineOf = (xml: string, text: string) => xml.slice(0, xml.indexOf(text)).split('\n').length;

/** The first item's XML: an image and a stylesheet the zip lacks. */
export const IMPERFECT_ITEM = choiceItem('2.2', 'WARN-1', {
  extraHead: '<stylesheet href="style/missing.css" type="text/css"/>',
  extraBody: '\n    <p><img src="images/number-line.png" alt="A number line from 0 to 10"/></p>',
});

/**
 * A one-test package of two items imported with three warnings: a missing image, a missing
 * stylesheet, and an entry whose name holds a control character that nothing refers to.
 */
export function imperfectPackage(alias: string, extra: Record<string, string> = {}): Promise<Buffer> {
  const entries: Record<string, string> = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'item1.xml' },
      { id: 'I2', type: 'item', href: 'item2.xml' },
    ]),
    'test.xml': assessmentTest('2.2', alias, `Imperfect ${alias}`, [
      {
        id: 'S1',
        title: 'Numbers',
        refs: [
          { id: 'R1', href: 'item1.xml' },
          { id: 'R2', href: 'item2.xml' },
        ],
      },
    ]),
    'item1.xml': IMPERFECT_ITEM,
    'item2.xml': choiceItem('2.2', 'WARN-2'),
    'notes\u0007.txt': 'left behind by an editor',
    ...extra,
  };
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
