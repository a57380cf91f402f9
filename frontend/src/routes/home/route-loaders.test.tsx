import { Fn } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetAllTestsData, GetAllTestsResponse, GetProcessLogData, GetProcessLogResponse, ReportData, ReportResponse } from '../../api/types.gen';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderRoute } from '../../testing/router';

afterEach(() => {
  session.clear();
});

const W = 'W';
const problem = (statusCode: number) => ({ statusCode, message: 'Not Found' }) as unknown as never;

describe('route loaders', () => {
  it('reads an import’s errors before the page shows: its file name, its findings, the table’s page from the address', async () => {
    const sent = onCall<GetProcessLogData, GetProcessLogResponse>('post', '/api/getProcessLog', {
      fileName: 'algebra.zip',
      statusId: 3,
      processLog: {
        'b.xml': [{ code: 'E1', line: 4, message: 'Second finding', severity: 'error' }],
        'a.xml': [{ code: 'E2', message: 'First finding', severity: 'error' }],
      },
    });
    renderRoute('/home/imports/errors/41?sortOrder=desc', { acl: { [Fn.Imports]: W } });
    expect(await screen.findByText('algebra.zip')).toBeInTheDocument();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    // descending by file, as the address asks
    expect(cells.indexOf('b.xml')).toBeLessThan(cells.indexOf('a.xml'));
    expect(sent.map((s) => s.body)).toEqual([{ cpUploadId: 41 }]);
  });

  it('shows an import that is not there as the page always has: not found above an empty table, under the page’s own title', async () => {
    onCall<GetProcessLogData, GetProcessLogResponse>('post', '/api/getProcessLog', problem(404), { status: 404 });
    renderRoute('/home/imports/errors/999', { acl: { [Fn.Imports]: W } });
    expect(await screen.findByText('Content Package not found , please contact administrator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Import Errors' })).toBeInTheDocument();
    expect(screen.getByText('No errors were recorded for this package.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Imports' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Import Errors | TSIA2 Practice Portal'));
  });

  it('shows a past result that is not the student’s as not found in the result page, with the way back', async () => {
    onCall<ReportData, ReportResponse>('post', '/api/delivery/report', problem(404), { status: 404 });
    renderRoute('/home/testhistory/77', { acl: { [Fn.History]: W } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This result could not be found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Test result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to History' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Test result | TSIA2 Practice Portal'));
  });

  it('shows a category whose tests cannot be read as one without tests', async () => {
    onCall<GetAllTestsData, GetAllTestsResponse>('post', '/api/getAllTests', problem(500), { status: 500 });
    renderRoute('/home/test/2', { acl: { [Fn.Home]: W } });
    expect(await screen.findByText('No test available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Select a Practice Test to Begin' })).toBeInTheDocument();
  });

  it('still shows Unauthorized Access, not the page’s own not found, to a user without the function', async () => {
    renderRoute('/home/imports/errors/41', { acl: { [Fn.Home]: W } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.queryByText('Content Package not found , please contact administrator')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Unauthorized Access | TSIA2 Practice Portal'));
  });
});
