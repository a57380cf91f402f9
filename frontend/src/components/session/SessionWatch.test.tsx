import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtendSessionData, ExtendSessionResponse, LoginResponseDto } from '../../api/types.gen';
import { sessionEnded } from '../../lib/api-client';
import { session } from '../../lib/session';
import { sessionExpiry } from '../../lib/session-expiry';
import { onCall, type Sent } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { SessionWatch } from './SessionWatch';

const user = { result: 'SUCCESS', userName: 'sam@example.org', firstName: 'Sam', lastName: 'Session', loginTime: '1' } as LoginResponseDto;

/** What the API says on every answer of a live session. */
function answer(seconds: number, kind: 'idle' | 'lifetime' = 'idle') {
  act(() => sessionExpiry.observe(new Response(null, { headers: { 'x-session-expires-in': String(seconds), 'x-session-expiry': kind } })));
}

function renderWatch(signInInPlace = false) {
  return renderWithProviders(<SessionWatch signInInPlace={signInInPlace} />);
}

describe('SessionWatch', () => {
  let extended: Array<Sent<ExtendSessionData>>;
  beforeEach(() => {
    extended = onCall<ExtendSessionData, ExtendSessionResponse>('post', '/api/extendSession', { result: 'SUCCESS', expiresIn: 7200, expiry: 'idle' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.start(user, { '2': 'W' });
  });
  afterEach(() => {
    // a describe block's hooks run before the setup file's unmount: the watch goes before its session
    cleanup();
    vi.useRealTimers();
    session.clear();
    sessionExpiry.forget();
  });

  it('warns two minutes before the idle limit, and Stay signed in asks the server to extend', async () => {
    renderWatch();
    answer(7200);
    await act(() => vi.advanceTimersByTimeAsync(7000 * 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100 * 1000));
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByText(/signed out in 1:[34]\d\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() => expect(extended.length).toBeGreaterThan(0));
    // the server's answer moves the end, and the warning goes
    answer(7200);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
  });

  it('before the absolute lifetime only says a fresh sign-in is coming, once', async () => {
    renderWatch();
    answer(60, 'lifetime');
    expect(await screen.findByRole('dialog', { name: 'Time to sign in again soon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the player, an ended session asks for the password in place instead of leaving the page', async () => {
    renderWatch(true);
    act(() => sessionEnded());
    expect(await screen.findByRole('dialog', { name: 'Please sign in again' })).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('sam@example.org');
    // the display data stay, so the queue and the dialog know whose session to restore
    expect(session.get().isloggedIn).toBe(true);
  });
});
