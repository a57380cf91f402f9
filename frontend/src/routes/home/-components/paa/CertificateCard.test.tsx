import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n';
import type { GetPaaCertificateData, GetPaaCertificateResponse, PaaSessionDto } from '../../../../api/types.gen';
import { onCall } from '../../../../testing/api';
import { CertificateCard } from './CertificateCard';
import { BLANK, paaSession, renderWithProviders } from './testing';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, ...rest }: { to: string; params?: { id: string }; children: React.ReactNode }) => (
    <a href={params ? to.replace('$id', params.id) : to} {...rest}>
      {children}
    </a>
  ),
}));

/** The card as its route shows it, with the PAA its loader read (see route-loaders.test.tsx). */
function renderCard(current: PaaSessionDto) {
  renderWithProviders(<CertificateCard current={current} />);
}

describe('PAA completion card', () => {
  let clicked: string[];
  beforeEach(() => {
    vi.clearAllMocks();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
  });

  it('shows the institution and the date, downloads the certificate and links to the full practice tests', async () => {
    const asked = onCall<GetPaaCertificateData, GetPaaCertificateResponse>('get', '/api/getPAACertificate/{paaId}', {
      url: '/api/downloadPAACertificate/7?lang=en',
    });
    renderCard(paaSession({ status: 1, lastCompletedStep: 4, completedOn: '2026-11-21T15:00:00.000Z' }));
    expect(await screen.findByText('Austin Community College District')).toBeInTheDocument();
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the full practice tests' })).toHaveAttribute('href', '/home/test/4');
    expect(screen.getByText(/practice and familiarization only/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(clicked).toEqual(['/api/downloadPAACertificate/7?lang=en']));
    expect(asked.map((c) => c.path)).toEqual([{ paaId: '7' }]);
  });

  it('without a finished activity, says so and links to the landing', async () => {
    renderCard(BLANK);
    expect(await screen.findByRole('heading', { level: 1, name: 'No completed activity yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Pre-Assessment Activity' })).toHaveAttribute('href', '/home/test/5');
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });
});
