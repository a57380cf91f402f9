import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n';
import { printHistory } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { PrintButton } from './PrintButton';

vi.mock('../../../../api/sdk.gen', () => ({ printHistory: vi.fn() }));
vi.mock('../../../../lib/alerts', () => ({ alerts: { error: vi.fn() } }));

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

function renderButton() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PrintButton />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Print' }));
}

describe('PrintButton', () => {
  const print = vi.mocked(printHistory);
  let clicked: string[];

  beforeEach(() => {
    vi.clearAllMocks();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
  });

  it('downloads the file the server points to, telling it the reader’s time zone', async () => {
    print.mockResolvedValue({ data: { status: 'SUCCESS', FILE_URL: '/api/downloadHistory?lang=en' } } as never);
    renderButton();
    await waitFor(() => expect(clicked).toEqual(['/api/downloadHistory?lang=en']));
    expect(print).toHaveBeenCalledWith(expect.objectContaining({ body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } }));
    expect(alerts.error).not.toHaveBeenCalled();
  });

  it('shows the spec’s alert when there is nothing to print', async () => {
    print.mockResolvedValue({ data: { status: 'FAILED' } } as never);
    renderButton();
    await waitFor(() => expect(alerts.error).toHaveBeenCalledWith('Test print failed or no test found'));
    expect(clicked).toEqual([]);
  });

  it('shows the same alert when the call fails', async () => {
    print.mockRejectedValue(new Error('offline'));
    renderButton();
    await waitFor(() => expect(alerts.error).toHaveBeenCalledWith('Test print failed or no test found'));
  });
});
