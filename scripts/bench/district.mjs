// The district of npm run bench:login: thousands of students behind one address sign in at the rate
// the machine signs in, some mistyping once, while a password spray comes from the same address.
import { createHmac, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The device cookie a browser keeps after signing in to the account (auth/device-cookies.ts): the
 * bench knows the portal's secret, so it makes the cookie a first sign-in would have left.
 */
export function deviceCookie(secret, email) {
  const account = email.trim().toLowerCase();
  const nonce = randomBytes(32).toString('base64url');
  return `portal_device_${hmac(secret, `device-name|${account}`).slice(0, 16)}=${nonce}.${hmac(secret, `device|${account}|${nonce}`)}`;
}

function login(base, body, cookie) {
  const target = new URL(`${base}/api/login`);
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'x-login-time': '0', 'content-length': Buffer.byteLength(text), ...(cookie ? { cookie } : {}) };
  return new Promise((resolve) => {
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent: false, headers }, (res) => {
      let answer = '';
      res.on('data', (chunk) => (answer += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ok: answer.includes('"result":"SUCCESS"'),
          busy: answer.includes('"busy":true'),
          retryAfter: Number(res.headers['retry-after'] ?? 1),
        }),
      );
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ok: false }));
    req.end(text);
  });
}

/**
 * `emails` (browsers that signed in before) arrive at `rate` a second for `seconds`; a `mistype`
 * share types a wrong password first, then the right one. Meanwhile a spray tries a wrong password
 * on a new account every `sprayEveryMs` from the same address with no device cookie. Counts the
 * right passwords refused by a limit (429 other than "busy", which is waited out and tried again,
 * as the sign-in page does) and the spray's guesses that were checked (not refused).
 */
export async function districtBurst(base, emails, password, { secret, rate, seconds, mistype, sprayEveryMs = 200 }) {
  const total = Math.min(emails.length, Math.round(rate * seconds));
  const result = { students: total, signedIn: 0, mistyped: 0, rightRefused: 0, busy: 0, failed: 0, sprayTried: 0, sprayChecked: 0, seconds: 0 };
  /** A sign-in as the page makes it: a busy portal is waited out as its Retry-After says. */
  const patiently = async (body, cookie) => {
    for (;;) {
      const res = await login(base, body, cookie);
      if (!res.busy) return res;
      result.busy++;
      await sleep(res.retryAfter * 1000 + Math.random() * 1000);
    }
  };
  const start = performance.now();
  let spraying = true;
  const spray = (async () => {
    for (let n = 0; spraying; n++) {
      const res = await login(base, { email: `spray-${n}-${randomBytes(4).toString('hex')}@example.org`, password: 'Guess.Password1' });
      result.sprayTried++;
      if (res.status === 200) result.sprayChecked++;
      await sleep(sprayEveryMs);
    }
  })();
  await Promise.all(
    emails.slice(0, total).map(async (email, i) => {
      await sleep(Math.max(0, start + (i * 1000) / rate - performance.now()));
      const cookie = deviceCookie(secret, email);
      if (i % Math.round(1 / mistype) === 0) {
        result.mistyped++;
        const wrong = await patiently({ email, password: `${password}x` }, cookie);
        if (wrong.status !== 200) result.failed++;
      }
      const right = await patiently({ email, password }, cookie);
      if (right.status === 429) result.rightRefused++;
      else if (right.ok) result.signedIn++;
      else result.failed++;
    }),
  );
  spraying = false;
  await spray;
  result.seconds = (performance.now() - start) / 1000;
  return result;
}
