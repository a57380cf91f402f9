import { describe, expect, it } from 'vitest';
import { loadPciModules, resolveModulePath } from './pci-modules';

describe('the modules of a portable custom interaction', () => {
  it('resolves a relative AMD id against the requiring module’s own package path', () => {
    expect(resolveModulePath('./util', 'modules/pci/main.js')).toBe('modules/pci/util.js');
    expect(resolveModulePath('../lib/draw.js', 'modules/pci/main.js')).toBe('modules/lib/draw.js');
    expect(resolveModulePath('../../../x', 'modules/pci/main.js')).toBeUndefined();
  });

  it('fetches the listed modules and, from the package, those they require by relative id, each once', async () => {
    const files: Record<string, string> = {
      'modules/main.js': "define(['qtiCustomInteractionContext', './util', 'lib/shared'], function () {});",
      'modules/util.js': "define('util', ['../lib/format'], function () {});",
      'lib/format.js': "define(['../modules/util'], function () {});",
    };
    const fetched: string[] = [];
    const result = await loadPciModules([{ id: 'main', path: 'modules/main.js' }], async (path) => {
      fetched.push(path);
      return files[path];
    });
    expect(fetched).toEqual(['modules/main.js', 'modules/util.js', 'lib/format.js']);
    expect(result.paths).toEqual({ main: 'modules/main.js', 'modules/util.js': 'modules/util.js', 'lib/format.js': 'lib/format.js' });
    expect(Object.keys(result.sources)).toEqual(['main', 'modules/util.js', 'lib/format.js']);
  });

  it('refuses a module that climbs out of the package', async () => {
    await expect(loadPciModules([{ id: 'main', path: 'main.js' }], async () => "define(['../outside'], function () {});")).rejects.toThrow(
      'outside the package',
    );
  });
});
