import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { client } from '../../api/client.gen';
import { getAppVersion } from '../../api/sdk.gen';
import type { GetAppVersionData, GetAppVersionResponse } from '../../api/types.gen';
import { loadApiClient, setupApiClient } from '../../lib/api-client';
import { onCall } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { ProgressBar } from './ProgressBar';

/** Whether the bar is drawn as loading: Mantine marks the bar's root while it is shown. */
const shown = () => screen.getByRole('progressbar', { name: 'Loading the page' }).closest('[data-mounted]') !== null;

describe('the progress bar', () => {
  it('shows while the first call is under way and leaves for good once it has ended, though drawn only after that call began', async () => {
    setupApiClient({ onUnauthorized: () => undefined });
    await loadApiClient();
    // the SPA's client calls its own origin by relative addresses, which Node's fetch does not take
    client.setConfig({ baseUrl: window.location.origin });
    // the answer waits for the test, however late the server gets the call
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    onCall<GetAppVersionData, GetAppVersionResponse>('get', '/api/getAppVersion', async () => {
      await answered;
      return { version: '1.0.0' };
    });
    const call = getAppVersion();
    // the bar's drawing arrives after the call has set the bar going, as it may on a slow network
    await new Promise((resolve) => setTimeout(resolve, 50));
    renderWithProviders(<ProgressBar />);
    await waitFor(() => expect(shown()).toBe(true));
    answer();
    await call;
    await waitFor(() => expect(shown()).toBe(false));
    // Nothing moves it on any more: it stays down over several of its steps (half a second at most).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(shown()).toBe(false);
  });
});
