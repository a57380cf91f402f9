import { PCI_HOST_HTML } from './pci-host';

describe('the PCI host page', () => {
  it('holds a script that parses: the template literal it is written in keeps every character of it', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(PCI_HOST_HTML)?.[1] ?? '';
    expect(script).toContain('qti-pci-init');
    expect(() => new Function(script)).not.toThrow();
  });
});
