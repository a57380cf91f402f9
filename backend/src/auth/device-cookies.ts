import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** How long a browser stays known to an account after its last sign-in there. */
const DEVICE_COOKIE_DAYS = 180;
const PREFIX = 'portal_device_';

/**
 * OWASP's device cookies against online guessing: one signed cookie per account (a shared computer keeps one
 * per student), whose sign-ins are counted by the cookie alone, never by the address or account lockout.
 */
@Injectable()
export class DeviceCookies {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The cookie's name for an account: a keyed hash, so the cookie does not show the address. */
  nameFor(email: string): string {
    return PREFIX + this.sign(`device-name|${normal(email)}`).slice(0, 16);
  }

  /** A fresh cookie value for the account: a random nonce and its signature bound to the account. */
  issue(email: string): string {
    const nonce = newToken();
    return `${nonce}.${this.sign(`device|${normal(email)}|${nonce}`)}`;
  }

  /** The nonce of the account's device cookie when the browser sent a valid one; undefined otherwise. */
  trusted(cookies: Record<string, string | undefined> | undefined, email: string): string | undefined {
    const value = cookies?.[this.nameFor(email)];
    const dot = value?.indexOf('.') ?? -1;
    if (!value || dot < 1) return undefined;
    const nonce = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(`device|${normal(email)}|${nonce}`));
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  cookieOptions() {
    // sent only with sign-ins, where it is read
    return { path: '/api/login', httpOnly: true, sameSite: 'strict' as const, secure: this.config.env === 'production', maxAge: DEVICE_COOKIE_DAYS * 86_400 };
  }

  private sign(text: string): string {
    return hashToken(this.config.sessionSecret, text);
  }
}

const normal = (email: string) => email.trim().toLowerCase();
