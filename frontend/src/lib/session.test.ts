import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponseDto } from '../api/types.gen';
import { adoptSignIn, session } from './session';

const user = (userId: number, loginTime: string) => ({ result: 'SUCCESS', userId, userName: `u${userId}@example.org`, loginTime }) as LoginResponseDto;
const ACL = { '2': 'W', '5': 'W' };

describe('a sign-in in another window', () => {
  beforeEach(() => session.start(user(7, '1000'), ACL));
  afterEach(() => session.clear());

  it('gives this window the new login time for the same user, keeping its access list until one comes', () => {
    adoptSignIn({ isloggedIn: true, data: user(7, '2000'), acl: {} });
    expect(session.loginTime()).toBe('2000');
    expect(session.get().acl).toEqual(ACL);
    expect(JSON.parse(sessionStorage.getItem('portal.session')!).data.loginTime).toBe('2000');
  });

  it("leaves this window alone for another user's sign-in, or when this window is signed out", () => {
    adoptSignIn({ isloggedIn: true, data: user(8, '3000'), acl: ACL });
    expect(session.loginTime()).toBe('1000');
    session.clear();
    adoptSignIn({ isloggedIn: true, data: user(7, '3000'), acl: ACL });
    expect(session.get().isloggedIn).toBe(false);
  });

  it('is told to the other windows when this one signs in', async () => {
    const otherWindow = new BroadcastChannel('portal.session');
    const told = new Promise<unknown>((resolve) => otherWindow.addEventListener('message', (e) => resolve(e.data), { once: true }));
    session.start(user(7, '4000'), ACL);
    expect(await told).toMatchObject({ isloggedIn: true, data: { userId: 7, loginTime: '4000' }, acl: ACL });
    otherWindow.close();
  });
});
