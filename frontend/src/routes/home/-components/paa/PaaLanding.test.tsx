import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n';
import type { PaaSessionDto } from '../../../../api/types.gen';
import { PaaLanding } from './PaaLanding';
import { BLANK, paaSession, renderWithProviders } from './testing';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

/** The landing as its route shows it, with the PAA its loader read (see route-loaders.test.tsx). */
function renderLanding(current: PaaSessionDto) {
  renderWithProviders(<PaaLanding current={current} />);
}

const begin = () => screen.findByRole('button', { name: 'Begin Pre-Assessment Activity' });

describe('PAA landing', () => {
  beforeEach(() => vi.clearAllMocks());

  it('begins a new activity at once when none is in progress', async () => {
    renderLanding(BLANK);
    expect(screen.getByRole('heading', { level: 1, name: 'Texas Success Initiative Pre-Assessments 2.0' })).toBeInTheDocument();
    await waitFor(async () => expect(await begin()).toBeEnabled());
    expect(screen.queryByText('In Progress')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Resume Pre-Assessment Activity' })).toBeNull();
    fireEvent.click(await begin());
    expect(navigate).toHaveBeenCalledWith({ to: '/home/test/pre-assessment-wizard', search: { restart: 1 } });
  });

  it('shows the badge and the resume link for an activity in progress', async () => {
    renderLanding(paaSession({ lastCompletedStep: 1 }));
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume Pre-Assessment Activity' })).toHaveAttribute('href', '/home/test/pre-assessment-wizard');
  });

  it('asks before closing the activity in progress; Yes opens a fresh wizard, No stays', async () => {
    renderLanding(paaSession({ lastCompletedStep: 1 }));
    await screen.findByText('In Progress');
    fireEvent.click(await begin());
    expect(await screen.findByText('A PAA session is already in-progress!')).toBeInTheDocument();
    expect(
      screen.getByText('Are you sure you want to continue? If yes, the in-progress PAA session will be closed and a new PAA session will begin.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(await begin());
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/home/test/pre-assessment-wizard', search: { restart: 1 } });
  });

  it('links to the certificate of a finished activity', async () => {
    renderLanding(paaSession({ status: 1, lastCompletedStep: 4, completedOn: '2026-11-21T15:00:00.000Z' }));
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute('href', '/home/test/pre-assessment-certificate');
    expect(screen.queryByText('In Progress')).toBeNull();
  });
});
