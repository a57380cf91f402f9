import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { alerts } from './alerts';
import { alertsHost } from './hosts';

describe('alerts', () => {
  it('replace an action’s earlier error with its success, and sit bottom right, away from the header’s controls', async () => {
    render(
      <MantineProvider>
        <alertsHost.Host />
      </MantineProvider>,
    );
    alerts.error('Your settings could not be saved.', { action: 'settings' });
    alerts.info('Another matter.');
    const error = await screen.findByText('Your settings could not be saved.');
    expect(error.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');

    alerts.success('Your settings are saved.', { action: 'settings' });
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your settings could not be saved.')).toBeNull());
    // an alert of another action stays
    expect(screen.getByText('Another matter.')).toBeInTheDocument();
  });
});
