import { hash, verify, argon2id } from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, t=3, p=4). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so a wrong address costs the same time as a wrong password. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-9X!');
  return dummy;
}
