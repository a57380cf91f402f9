import { newCertificateCode, normalizeCertificateCode } from './certificate-code';

describe('certificate verification codes', () => {
  it('are ten characters in three groups, without look-alike characters', () => {
    for (let i = 0; i < 200; i += 1)
      expect(newCertificateCode()).toMatch(/^[2346789ABCDEFGHJKMNPQRTUVWXYZ]{4}-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{4}-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{2}$/);
  });

  it('differ from one certificate to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
  });

  it('are read as typed: any case, with or without dashes and spaces', () => {
    expect(normalizeCertificateCode('k7qm 2xpd 9t')).toBe('K7QM-2XPD-9T');
    expect(normalizeCertificateCode('K7QM2XPD9T')).toBe('K7QM-2XPD-9T');
  });

  it('refuse what cannot be a code', () => {
    for (const typed of ['', 'K7QM-2XPD', 'K7QM-2XPD-9T1', 'O0QM-2XPD-9T', '../../etc']) expect(normalizeCertificateCode(typed)).toBeNull();
  });
});
