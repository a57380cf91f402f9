import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResponseDto } from '../api/types.gen';
import { requireFunction, UnauthorizedAccess } from './guards';
import { session } from './session';

const user = { result: 'SUCCESS', userId: 7, userName: 'a@example.org', loginTime: '1' } as LoginResponseDto;

describe('requireFunction', () => {
  afterEach(() => session.clear());

  it('sends a signed-out visitor to the start page', () => {
    let thrown: unknown;
    try {
      requireFunction(3)();
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
  });

  it('refuses a role without the function with Unauthorized Access', () => {
    session.start(user, { '2': 'W', '5': 'W' });
    expect(() => requireFunction(3)()).toThrow(UnauthorizedAccess);
  });

  it('lets a role with the function in', () => {
    session.start(user, { '2': 'W', '3': 'W' });
    expect(() => requireFunction(3)()).not.toThrow();
  });
});
