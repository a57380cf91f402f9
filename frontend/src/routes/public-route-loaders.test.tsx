import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ProcessInviteUserLinkData,
  ProcessInviteUserLinkResponse,
  ResetpasswordData,
  ResetpasswordResponse,
  VerifyPaaCertificateData,
  VerifyPaaCertificateResponse,
} from '../api/types.gen';
import { session } from '../lib/session';
import { onCall } from '../testing/api';
import { renderRoute } from '../testing/router';

afterEach(() => {
  session.clear();
});

const VISITOR = { signedIn: false };
const problem = (statusCode: number) => ({ statusCode, message: 'Failed' }) as unknown as never;

describe('the visitor pages’ loaders', () => {
  it('check an invitation before the form shows, which then opens as the invitation’s', async () => {
    const sent = onCall<ProcessInviteUserLinkData, ProcessInviteUserLinkResponse>('post', '/api/processInviteUserLink', {
      result: 'SUCCESS',
      isValidURL: true,
      email: 'rae@example.org',
      roleId: 4,
    });
    renderRoute('/register?token=t-1', VISITOR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your staff account' })).toBeInTheDocument();
    expect(screen.getByText('rae@example.org')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ token: 't-1', isInviteUsr: true }]);
  });

  it('show an invitation the server refuses, or cannot check, as a link that cannot be used', async () => {
    onCall<ProcessInviteUserLinkData, ProcessInviteUserLinkResponse>('post', '/api/processInviteUserLink', {
      result: 'FAILED',
      isValidURL: false,
      EXPIRED_LINK: 'This link has expired.',
    });
    renderRoute('/register?token=old', VISITOR);
    expect(await screen.findByText('This invitation link cannot be used')).toBeInTheDocument();
    cleanup();
    onCall<ProcessInviteUserLinkData, ProcessInviteUserLinkResponse>('post', '/api/processInviteUserLink', problem(500), { status: 500 });
    renderRoute('/register?token=broken', VISITOR);
    expect(await screen.findByText('This invitation link cannot be used')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign Up | TSIA2 Practice Portal'));
  });

  it('check a reset link before the form shows, with the account’s address in it', async () => {
    const sent = onCall<ResetpasswordData, ResetpasswordResponse>('post', '/api/resetpassword', {
      result: 'SUCCESS',
      isValidURL: true,
      email: 'ana@example.org',
      userId: 9,
    });
    renderRoute('/resetpassword?token=r-1', VISITOR);
    expect(await screen.findByDisplayValue('ana@example.org')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ token: 'r-1' }]);
  });

  it('show a reset link that cannot be checked as one that cannot be used', async () => {
    onCall<ResetpasswordData, ResetpasswordResponse>('post', '/api/resetpassword', problem(500), { status: 500 });
    renderRoute('/resetpassword?token=r-2', VISITOR);
    expect(await screen.findByText('This password reset link cannot be used')).toBeInTheDocument();
  });

  it('check the code in the address before the verification page shows its answer', async () => {
    const asked = onCall<VerifyPaaCertificateData, VerifyPaaCertificateResponse>('get', '/api/verifyPAACertificate/{code}', {
      valid: true,
      studentName: 'Marisol Q.',
      institution: 'Austin Community College District',
      completedOn: '2026-11-21T15:00:00.000Z',
    });
    renderRoute('/verifyCertificate?code=ABCD-EFGH-JK', VISITOR);
    expect(await screen.findByRole('alert')).toHaveTextContent('This certificate is genuine');
    expect(screen.getByRole('alert')).toHaveTextContent('Marisol Q.');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('ABCD-EFGH-JK');
    expect(asked.map((a) => a.path)).toEqual([{ code: 'ABCD-EFGH-JK' }]);
  });

  it('say under the form when a check is refused for too many, or fails', async () => {
    onCall<VerifyPaaCertificateData, VerifyPaaCertificateResponse>('get', '/api/verifyPAACertificate/{code}', problem(429), { status: 429 });
    renderRoute('/verifyCertificate?code=MANY', VISITOR);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks from this address.');
    expect(screen.getByRole('button', { name: 'Check certificate' })).toBeInTheDocument();
    cleanup();
    onCall<VerifyPaaCertificateData, VerifyPaaCertificateResponse>('get', '/api/verifyPAACertificate/{code}', problem(500), { status: 500 });
    renderRoute('/verifyCertificate?code=DOWN', VISITOR);
    expect(await screen.findByRole('alert')).toHaveTextContent('The certificate could not be checked right now.');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('DOWN');
    await waitFor(() => expect(document.title).toBe('Certificate Verification | TSIA2 Practice Portal'));
  });

  it('name the portal’s organisation in the about page’s copyright, read before it shows', async () => {
    renderRoute('/aboutThisApp', VISITOR);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/© \d{4} Open Pathways Learning\. All rights reserved\./)).toBeInTheDocument();
  });
});
