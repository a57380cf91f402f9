import fc from 'fast-check';
import { isSymlink, isUnsafeEntryName, resolveHref } from './entry-path';

describe('entry paths', () => {
  it('flags absolute, parent, drive and backslash names', () => {
    for (const bad of ['../a', 'a/../../b', '/etc/passwd', 'C:/x', 'a\\..\\b', 'a/..']) expect(isUnsafeEntryName(bad)).toBe(true);
    for (const good of ['a.xml', 'items/q1.xml', 'media/..hidden.png', 'a/b/']) expect(isUnsafeEntryName(good)).toBe(false);
  });

  it('recognizes a symbolic link by its unix mode', () => {
    expect(isSymlink(0o120777 << 16)).toBe(true);
    expect(isSymlink(0o100644 << 16)).toBe(false);
    expect(isSymlink(0)).toBe(false);
  });

  it('resolves hrefs against the referring file', () => {
    expect(resolveHref('items/q1.xml', '../media/a.png')).toBe('media/a.png');
    expect(resolveHref('items/q1.xml', 'img/a%20b.png')).toBe('items/img/a b.png');
    expect(resolveHref('q1.xml', './a.png#frag')).toBe('a.png');
    expect(resolveHref('items/q1.xml', '../../etc/passwd')).toBeUndefined();
    expect(resolveHref('items/q1.xml', 'javascript:alert(1)')).toBeUndefined();
    expect(resolveHref('items/q1.xml', '/abs.png')).toBeUndefined();
  });

  it('never resolves an href to a path that leaves the package', () => {
    const segment = fc.constantFrom('..', '.', 'a', 'b', '', '%2e%2e', 'c.png');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.array(segment, { maxLength: 6 }), (from, href) => {
        const out = resolveHref(from.join('/') || 'x.xml', href.join('/'));
        return out === undefined || !isUnsafeEntryName(out);
      }),
    );
  });
});
