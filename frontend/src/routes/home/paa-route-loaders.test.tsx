import { Fn } from '@portal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GetCurrentPaaSessionData,
  GetCurrentPaaSessionResponse,
  GetStep2VideoUrlListData,
  GetStep2VideoUrlListResponse,
  GetTexasInstitutionsData,
  GetTexasInstitutionsResponse,
  PaaSessionDto,
} from '../../api/types.gen';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderRoute } from '../../testing/router';
import { BLANK, paaSession } from './-components/paa/testing';

afterEach(() => {
  session.clear();
});

const STUDENT = { acl: { [Fn.Home]: 'W' } };
const problem = { statusCode: 500, message: 'Internal server error' } as unknown as never;

const answerPaa = (current: PaaSessionDto) => onCall<GetCurrentPaaSessionData, GetCurrentPaaSessionResponse>('get', '/api/getCurrentPAASession', current);
const failPaa = () => onCall<GetCurrentPaaSessionData, GetCurrentPaaSessionResponse>('get', '/api/getCurrentPAASession', problem, { status: 500 });

let institutions: unknown[];
let videos: unknown[];
beforeEach(() => {
  institutions = onCall<GetTexasInstitutionsData, GetTexasInstitutionsResponse>('get', '/api/getTexasInstitutions', {
    texasInstitutions: [{ institutionIdPk: 12, institutionName: 'Austin Community College District' }],
  });
  videos = onCall<GetStep2VideoUrlListData, GetStep2VideoUrlListResponse>('get', '/api/getStep2VideoUrlList', {
    url: ['/paa/videos/01.webm'],
    videos: [{ url: '/paa/videos/01.webm', title: 'Why the assessment matters', captions: [] }],
  });
});

describe('the PAA routes’ loaders', () => {
  it('read the PAA before the landing shows: an activity in progress opens with its badge and the way back into it', async () => {
    const asked = answerPaa(paaSession({ lastCompletedStep: 1 }));
    renderRoute('/home/test/5', STUDENT);
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume Pre-Assessment Activity' })).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
  });

  it('show the landing, with Begin, when the PAA cannot be read', async () => {
    failPaa();
    renderRoute('/home/test/5', STUDENT);
    expect(await screen.findByRole('button', { name: 'Begin Pre-Assessment Activity' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Texas Success Initiative Pre-Assessments 2.0' })).toBeInTheDocument();
    expect(screen.queryByText('In Progress')).toBeNull();
  });

  it('open the wizard on the step after the last one saved, with the institutions and videos read ahead', async () => {
    answerPaa(paaSession({ lastCompletedStep: 1, videosWatched: true }));
    renderRoute('/home/test/pre-assessment-wizard', STUDENT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 — Sample Tests' })).toBeInTheDocument();
    expect(institutions).toHaveLength(1);
    expect(videos).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    // step 1 shows the saved institution at once: its list is already there
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 — Select Institution' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Institution/, { selector: 'input' })).toHaveValue('Austin Community College District');
  });

  it('say in the wizard’s frame that the activity could not be loaded, and Try again reads it anew', async () => {
    failPaa();
    renderRoute('/home/test/pre-assessment-wizard?restart=1', STUDENT);
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Assessment Activity' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pre-Assessment Activity | TSIA2 Practice Portal'));
    answerPaa(BLANK);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 — Select Institution' })).toBeInTheDocument();
  });

  it('read the finished PAA before the certificate shows', async () => {
    answerPaa(paaSession({ status: 1, lastCompletedStep: 4, completedOn: '2026-11-21T15:00:00.000Z' }));
    renderRoute('/home/test/pre-assessment-certificate', STUDENT);
    expect(await screen.findByText('Austin Community College District')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download certificate' })).toBeInTheDocument();
  });

  it('show no certificate yet, under the page’s own title, when the PAA cannot be read', async () => {
    failPaa();
    renderRoute('/home/test/pre-assessment-certificate', STUDENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'No completed activity yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Pre-Assessment Activity' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pre-Assessment Activity Complete | TSIA2 Practice Portal'));
  });
});
