import { readContentPackage } from '../read-package';
import { tempDir, writeZip } from '../testing/build-zip';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

describe('QTI 1.2 quizzes', () => {
  it('refuses sections that name each other without end, naming the file, instead of unfolding them for ever', async () => {
    const quiz = `<questestinterop><assessment ident="loop" title="Loop">
      <section ident="s1" title="Loop"><sectionref linkrefid="s1"/><sectionref linkrefid="s1"/>
        <item ident="q1"><presentation><material><mattext>Hi</mattext></material></presentation></item>
      </section></assessment></questestinterop>`;
    const manifest = `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m"><resources>
      <resource identifier="r" type="imsqti_xmlv1p2" href="quiz.xml"><file href="quiz.xml"/></resource></resources></manifest>`;
    const zip = await writeZip(dir, 'loop.zip', [
      { name: 'imsmanifest.xml', data: manifest },
      { name: 'quiz.xml', data: quiz },
    ]);
    const result = await readContentPackage(zip, { fileName: 'loop.zip' });
    expect(result.ok ? [] : result.issues).toContainEqual(expect.objectContaining({ file: 'quiz.xml', code: 'qti12.tooManySections' }));
  });
});
