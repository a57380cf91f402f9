/**
 * An ORM error quotes its statement with the values, password hashes too. Development keeps the mail outbox's
 * links whole, so a developer can follow them from the log.
 */
const ALWAYS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s'",)]*/g, '[redacted hash]'],
  [/(portal_sid=)[^;\s'",]*/g, '$1[redacted]'],
  [/(Bearer\s+)[^\s'",]+/gi, '$1[redacted]'],
];
const LINK_TOKENS: [RegExp, string][] = [[/([?&](?:token|code)=)[^&\s'"]+/g, '$1[redacted]']];

/** Log fields pino removes wherever a logged object has them (headers, request bodies, accounts). */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...['password', 'confirmpassword', 'currentPassword', 'newPassword', 'token', 'passwordHash', 'password_hash', 'cookie'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
  ]),
];

export function secretScrubber(options: { linkTokens: boolean }): (text: string) => string {
  const rules = options.linkTokens ? [...ALWAYS, ...LINK_TOKENS] : ALWAYS;
  return (text) => {
    let out = text;
    // the cheap test first: most lines have none of the markers
    if (!/\$argon2|portal_sid=|bearer|token=|code=/i.test(out)) return out;
    for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
    return out;
  };
}
