import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBodyDto, LaunchData, LaunchResponse, StateData, StateResponse } from '../../../api/types.gen';
import { onCall } from '../../../testing/api';
import { openEarly } from './open-session';
import { session } from './player-testing';
import { useLaunch } from './use-launch';

/** A window of the player: its own query cache, as after a load or a reload. */
function openWindow(token: string) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
  return renderHook(() => useLaunch(token), { wrapper });
}

afterEach(() => {
  sessionStorage.clear();
});

describe('useLaunch', () => {
  it('spends the token once, even rendered twice, and a reload reads the state of the session it opened', async () => {
    const launches = onCall<LaunchData, LaunchResponse>('post', '/api/delivery/launch', session({ sessionId: 77 }));
    const states = onCall<StateData, StateResponse>('post', '/api/delivery/state', session({ sessionId: 77, position: 2 }));

    const first = openWindow('t-1');
    await waitFor(() => expect(first.result.current.state?.sessionId).toBe(77));
    expect(launches).toEqual([{ body: { token: 't-1' }, path: {} }]);
    first.unmount();

    const reloaded = openWindow('t-1');
    await waitFor(() => expect(reloaded.result.current.state?.position).toBe(2));
    expect(launches).toHaveLength(1);
    expect(states).toEqual([{ body: { sessionId: 77 }, path: {} }]);
  });

  it('takes the session the window started opening before the player loaded, spending the token once', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const launches = onCall<LaunchData, LaunchResponse>('post', '/api/delivery/launch', async () => {
      await answered;
      return session({ sessionId: 78 });
    });
    openEarly('t-3');
    await waitFor(() => expect(launches).toHaveLength(1));
    const { result } = openWindow('t-3');
    answer();
    await waitFor(() => expect(result.current.state?.sessionId).toBe(78));
    expect(launches).toEqual([{ body: { token: 't-3' }, path: {} }]);
    expect(sessionStorage.getItem('player.launch.t-3')).toBe('78');
  });

  it('starts nothing early once the player has asked for the token itself', async () => {
    const launches = onCall<LaunchData, LaunchResponse>('post', '/api/delivery/launch', session({ sessionId: 79 }));
    const { result } = openWindow('t-4');
    openEarly('t-4');
    await waitFor(() => expect(result.current.state?.sessionId).toBe(79));
    // an early start would have gone out by now, beside the player's own
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launches).toHaveLength(1);
  });

  it('says why a token opens nothing, in the server’s words, without trying again', async () => {
    const expired = 'This test link has expired or was already used. Start the test again from the test list.';
    const launches = onCall<LaunchData, ErrorBodyDto>('post', '/api/delivery/launch', { statusCode: 410, message: expired }, { status: 410 });
    const { result } = openWindow('t-2');
    await waitFor(() => expect(result.current.error).toBe(expired));
    expect(launches).toHaveLength(1);
  });
});
