import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; what a cookie or an emailed link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table opens no session and no link. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
