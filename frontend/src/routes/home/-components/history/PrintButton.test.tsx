import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintHistoryData, PrintHistoryResponse } from '../../../../api/types.gen';
import { alerts } from '../../../../lib/alerts';
import { failCall, onCall } from '../../../../testing/api';
import { renderWithProviders } from '../../../../testing/render';
import { PrintButton } from './PrintButton';

vi.mock('../../../../lib/alerts', () => ({ alerts: { error: vi.fn() } }));

function renderButton() {
  renderWithProviders(<PrintButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Print' }));
}

describe('PrintButton', () => {
  const print = (reply: PrintHistoryResponse) => onCall<PrintHistoryData, PrintHistoryResponse>('post', '/api/printHistory', reply);
  let clicked: string[];

  beforeEach(() => {
    vi.clearAllMocks();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
  });

  it('downloads the file the server points to, telling it the reader’s time zone', async () => {
    const printed = print({ status: 'SUCCESS', FILE_URL: '/api/downloadHistory?lang=en' });
    renderButton();
    await waitFor(() => expect(clicked).toEqual(['/api/downloadHistory?lang=en']));
    expect(printed.map((c) => c.body)).toContainEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(alerts.error).not.toHaveBeenCalled();
  });

  it('shows the spec’s alert when there is nothing to print', async () => {
    print({ status: 'FAILED' });
    renderButton();
    await waitFor(() => expect(alerts.error).toHaveBeenCalledWith('Test print failed or no test found'));
    expect(clicked).toEqual([]);
  });

  it('shows the same alert when the call fails', async () => {
    failCall('post', '/api/printHistory');
    renderButton();
    await waitFor(() => expect(alerts.error).toHaveBeenCalledWith('Test print failed or no test found'));
  });
});
