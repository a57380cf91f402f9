import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { LoginResponseDto } from '../../api/types.gen';
import { extendSession } from '../../api/sdk.gen';
import { sessionEnded } from '../../lib/api-client';
import { session } from '../../lib/session';
import { sessionExpiry } from '../../lib/session-expiry';
import { SessionWatch } from './SessionWatch';

vi.mock('../../api/sdk.gen', () => ({ extendSession: vi.fn(async () => ({})), login: vi.fn(), getCore: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const user = { result: 'SUCCESS', userName: 'sam@example.org', firstName: 'Sam', lastName: 'Session', loginTime: '1' } as LoginResponseDto;

/** What the API says on every answer of a live session. */
function answer(seconds: number, kind: 'idle' | 'lifetime' = 'idle') {
  act(() => sessionExpiry.observe(new Response(null, { headers: { 'x-session-expires-in': String(seconds), 'x-session-expiry': kind } })));
}

function renderWatch(signInInPlace = false) {
  return render(
    <MantineProvider>
      <SessionWatch signInInPlace={signInInPlace} />
    </MantineProvider>,
  );
}

describe('SessionWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.start(user, { '2': 'W' });
  });
  afterEach(() => {
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
    expect(vi.mocked(extendSession)).toHaveBeenCalled();
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
