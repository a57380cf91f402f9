import { secretScrubber } from './secrets';

describe('secretScrubber', () => {
  const production = secretScrubber({ linkTokens: true });
  const development = secretScrubber({ linkTokens: false });
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';

  it('cuts password hashes, session cookies and bearer tokens from any message', () => {
    const line = `update "users" set "password_hash" = '${hash}' where "id" = 7 - cookie: portal_sid=abc.def; other=1 Authorization: Bearer s3cr3t`;
    for (const scrub of [production, development]) {
      const out = scrub(line);
      expect(out).not.toContain('$argon2');
      expect(out).not.toContain('abc.def');
      expect(out).not.toContain('s3cr3t');
      expect(out).toContain('other=1');
      expect(out).toContain('"id" = 7');
    }
  });

  it("cuts the tokens of mailed links in production and keeps them for a developer's outbox", () => {
    const line = 'mail to a@b.org written to x.eml; links: http://portal.test/resetpassword?token=Zm9v.YmFy&lang=en';
    expect(production(line)).toBe('mail to a@b.org written to x.eml; links: http://portal.test/resetpassword?token=[redacted]&lang=en');
    expect(development(line)).toBe(line);
  });

  it('leaves a line without secrets as it is', () => {
    expect(production('portal ready at http://localhost:3000')).toBe('portal ready at http://localhost:3000');
  });
});
