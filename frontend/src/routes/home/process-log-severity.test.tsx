import { Fn } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetProcessLogData, GetProcessLogResponse } from '../../api/types.gen';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderRoute } from '../../testing/router';

afterEach(() => session.clear());

describe('the process log page', () => {
  it('shows errors and warnings in tables of their own, each finding’s severity in words, and leaves out the summary', async () => {
    onCall<GetProcessLogData, GetProcessLogResponse>('post', '/api/getProcessLog', {
      fileName: 'mixed.zip',
      statusId: 2,
      processLog: {
        'mixed.zip': [{ code: 'import.created.package', message: 'Imported 1 test(s)', severity: 'info' }],
        'items/a.xml': [
          { code: 'item.missingImage', line: 7, message: 'The image pic.png is not in the zip', severity: 'warning' },
          { code: 'item.badShape', line: 9, message: 'The hotspot H has no shape', severity: 'error' },
        ],
      },
    });
    renderRoute('/home/imports/errors/41', { acl: { [Fn.Imports]: 'W' } });
    const errors = await screen.findByRole('region', { name: 'Errors (1)' });
    const warnings = screen.getByRole('region', { name: 'Warnings (1)' });
    expect(within(errors).getByText('The hotspot H has no shape')).toBeInTheDocument();
    expect(within(errors).getByText('Error')).toBeInTheDocument();
    expect(within(errors).queryByText('The image pic.png is not in the zip')).toBeNull();
    expect(within(warnings).getByText('The image pic.png is not in the zip')).toBeInTheDocument();
    expect(within(warnings).getByText('Warning')).toBeInTheDocument();
    expect(screen.queryByText('Imported 1 test(s)')).toBeNull();
  });
});
