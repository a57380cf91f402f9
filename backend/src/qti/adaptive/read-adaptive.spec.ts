import { readContentPackage } from '../read-package';
import { tempDir, writeZip } from '../testing/build-zip';
import type { ReadResult, SectionModel } from '../types';
import { adaptivePackage, adaptiveTest, type AdaptiveSpec } from './testing';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(spec: AdaptiveSpec): Promise<ReadResult> {
  return readContentPackage(await writeZip(dir, `cat-${++n}.zip`, adaptivePackage(spec)), { fileName: 'upload.zip' });
}

function imported(result: ReadResult): Extract<ReadResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected the package to import: ${result.issues.map((i) => i.message).join('; ')}`);
  return result;
}

const section = (result: Extract<ReadResult, { ok: true }>): SectionModel => result.pkg.test.parts[0].sections[0];
const items = [
  { id: 'q1', strand: 'algebra', a: 1.2, b: -1 },
  { id: 'q2', strand: 'algebra', a: 0.8, b: 0.5, c: 0.2 },
  { id: 'q3', strand: 'geometry', b: 1 },
];

describe.each(['2.2', '3.0'] as const)('an adaptive section in QTI %s', (version) => {
  it('reads the engine reference, the settings over the defaults and each item parameters and strand', async () => {
    const result = imported(await read({ version, items, settings: { startTheta: -0.5, maxLength: 3, minLength: 2, targetSe: 0.4, randomesque: 1 } }));
    const adaptive = section(result).adaptive!;
    expect(adaptive.engine).toBe('https://engine.example.org/cat');
    expect(adaptive.settings).toMatchObject({
      startTheta: -0.5,
      maxLength: 3,
      minLength: 2,
      targetSe: 0.4,
      randomesque: 1,
      prior: { mean: 0, sd: 1 },
      contentTargets: null,
    });
    expect(adaptive.pool).toEqual([
      { ref: 'q1', strand: 'algebra', parameters: { a: 1.2, b: -1, c: 0 } },
      { ref: 'q2', strand: 'algebra', parameters: { a: 0.8, b: 0.5, c: 0.2 } },
      { ref: 'q3', strand: 'geometry', parameters: { a: 1, b: 1, c: 0 } },
    ]);
    expect(result.warnings).toEqual([]);
    // the test's length counts the adaptive section at its maximum
    expect(result.pkg.test.operationalTestLength).toBe(3);
  });

  it('reads parameters given as a categorized statistic', async () => {
    const result = imported(await read({ version, items, categorized: true }));
    expect(section(result).adaptive!.pool.map((p) => p.parameters)).toEqual([
      { a: 1.2, b: -1, c: 0 },
      { a: 0.8, b: 0.5, c: 0.2 },
      { a: 1, b: 1, c: 0 },
    ]);
  });

  it('without a settings file takes the defaults, with the selection bounding the length', async () => {
    const result = imported(await read({ version, items, select: 2 }));
    expect(section(result).adaptive!.settings).toMatchObject({ startTheta: 0, maxLength: 2, minLength: 2, targetSe: 0.3, randomesque: 5 });
  });

  it('leaves out items without parameters, with a warning naming them', async () => {
    const result = imported(await read({ version, items: [...items, { id: 'q4', strand: 'algebra' }, { id: 'q5', a: -1, b: 0 }] }));
    expect(section(result).adaptive!.pool.map((p) => p.ref)).toEqual(['q1', 'q2', 'q3']);
    const line =
      adaptiveTest({ version, items })
        .split('\n')
        .findIndex((l) => /adaptive-selection>|adaptiveItemSelection>/.test(l)) + 1;
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: 'test.xml',
        line,
        code: 'test.adaptiveItemsLeftOut',
        params: { section: 'CAT', count: 2, items: 'q4, q5' },
        severity: 'warning',
      }),
    ]);
  });

  it('warns about settings it does not read and content targets no item belongs to', async () => {
    const settings = { exposureRate: 0.2, contentTargets: { algebra: 0.5, geometry: 0.3, statistics: 0.2 } };
    const result = imported(await read({ version, items, settings }));
    expect(section(result).adaptive!.settings.contentTargets).toEqual(settings.contentTargets);
    expect(result.warnings.map((w) => [w.file, w.code, w.params])).toEqual([
      ['cat/settings.json', 'test.adaptiveSettingsIgnored', { section: 'CAT', keys: 'exposureRate' }],
      ['test.xml', 'test.adaptiveUnknownStrand', { section: 'CAT', strands: 'statistics' }],
    ]);
  });

  it('takes the defaults, with a warning, for a settings file that is not JSON', async () => {
    const result = imported(await read({ version, items, settings: 'section=CAT' }));
    expect(section(result).adaptive!.settings.maxLength).toBe(1);
    expect(result.warnings.map((w) => w.code)).toEqual(['test.adaptiveSettingsUnread']);
  });

  it('reads a score scale from the settings', async () => {
    const result = imported(await read({ version, items, settings: { scale: { intercept: 950, slope: 10, lower: 910, upper: 990, cut: 950 } } }));
    expect(section(result).adaptive!.scale).toEqual({ intercept: 950, slope: 10, lower: 910, upper: 990, cut: 950 });
  });

  it('refuses a pool with no item parameters at all, naming the file and line', async () => {
    const result = await read({ version, items: items.map(({ id, strand }) => ({ id, strand })) });
    expect(result.ok).toBe(false);
    const line =
      adaptiveTest({ version, items })
        .split('\n')
        .findIndex((l) => /adaptive-selection>|adaptiveItemSelection>/.test(l)) + 1;
    expect(!result.ok && result.issues).toEqual([expect.objectContaining({ file: 'test.xml', line, code: 'test.adaptiveNoParameters', severity: 'error' })]);
  });

  it('refuses a pool when the usage data is missing', async () => {
    const result = await read({ version, items, usage: false });
    expect(!result.ok && result.issues.map((i) => i.code)).toEqual(['test.adaptiveNoParameters']);
  });

  it('refuses settings out of range, naming the setting', async () => {
    const result = await read({ version, items, settings: { minLength: 5, maxLength: 3 } });
    expect(!result.ok && result.issues).toEqual([
      expect.objectContaining({
        file: 'test.xml',
        code: 'test.adaptiveSettingsInvalid',
        params: expect.objectContaining({ section: 'CAT', href: 'cat/settings.json', detail: expect.stringContaining('maxLength') }),
      }),
    ]);
  });

  it('refuses an adaptive section in a nonlinear part', async () => {
    const result = await read({ version, items, navigation: 'nonlinear' });
    expect(!result.ok && result.issues.map((i) => i.code)).toEqual(['test.adaptiveNeedsLinear']);
  });
});
