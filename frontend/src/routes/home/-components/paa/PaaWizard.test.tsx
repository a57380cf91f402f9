import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n';
import type {
  CreatePaaSessionData,
  CreatePaaSessionResponse,
  GetCurrentPaaSessionData,
  GetCurrentPaaSessionResponse,
  GetStep2VideoUrlListData,
  GetStep2VideoUrlListResponse,
  GetTexasInstitutionsData,
  GetTexasInstitutionsResponse,
  PaaSessionDto,
  UpdateCurrentPaaSessionData,
  UpdateCurrentPaaSessionResponse,
} from '../../../../api/types.gen';
import type { ApiProblem } from '../../../../lib/api-client';
import { launchTest } from '../../../../lib/launch-test';
import { onCall, type Sent } from '../../../../testing/api';
import { PaaWizard } from './PaaWizard';
import { BLANK, paaSession, renderWithProviders } from './testing';

vi.mock('../../../../lib/launch-test', () => ({ launchTest: vi.fn(async () => true) }));

/** What the save calls were sent with, and what they answer (the saved session). */
let create: Array<Sent<CreatePaaSessionData>>;
let update: Array<Sent<UpdateCurrentPaaSessionData>>;
let created: PaaSessionDto;
let updated: PaaSessionDto;
const bodies = <T,>(calls: Array<{ body: T }>) => calls.map((c) => c.body);

const VIDEO = { url: '/paa/videos/01.webm', title: 'Why the assessment matters', captions: [{ lang: 'en' as const, url: '/paa/videos/01.en.vtt' }] };

function renderWizard(loaded: PaaSessionDto, restart = false) {
  onCall<GetCurrentPaaSessionData, GetCurrentPaaSessionResponse>('get', '/api/getCurrentPAASession', loaded);
  const onCreated = vi.fn();
  const onFinished = vi.fn();
  renderWithProviders(<PaaWizard restart={restart} onCreated={onCreated} onFinished={onFinished} />);
  return { onCreated, onFinished };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => {
  vi.clearAllMocks();
  onCall<GetTexasInstitutionsData, GetTexasInstitutionsResponse>('get', '/api/getTexasInstitutions', {
    texasInstitutions: [
      { institutionIdPk: 12, institutionName: 'Austin Community College District' },
      { institutionIdPk: 30, institutionName: 'Lamar University' },
    ],
  });
  onCall<GetStep2VideoUrlListData, GetStep2VideoUrlListResponse>('get', '/api/getStep2VideoUrlList', { url: [VIDEO.url], videos: [VIDEO] });
  created = paaSession();
  updated = paaSession();
  create = onCall<CreatePaaSessionData, CreatePaaSessionResponse>('post', '/api/createPAASession', () => created);
  update = onCall<UpdateCurrentPaaSessionData, UpdateCurrentPaaSessionResponse>('post', '/api/updateCurrentPAASession', () => updated);
});

describe('PAA wizard, step 1', () => {
  it('opens on step 1 with Back disabled and names every missing field under it, saving nothing', async () => {
    renderWizard(BLANK);
    await heading('Step 1 — Select Institution');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(expect.stringContaining('Valid date of birth is required')),
    );
    expect(screen.getByText('Institution selection is required.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toHaveAccessibleDescription(
      'Please accept the agreement by checking the checkbox above.',
    );
    expect(create).toEqual([]);
  });

  it('the first Next creates the session with the answers, then shows step 2 with focus on its heading', async () => {
    created = paaSession({ paaId: 9, lastCompletedStep: 0 });
    const { onCreated } = renderWizard(BLANK);
    await heading('Step 1 — Select Institution');
    const select = screen.getByLabelText(/^Institution/, { selector: 'input' });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Lamar University', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: /Date of birth/ }), { target: { value: '04/09/2007' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Student ID/ }), { target: { value: ' S-100 ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const step2 = await heading('Step 2 — Importance of the Assessment and Why it Matters');
    expect(bodies(create)).toContainEqual({
      lastCompletedStep: 0,
      institutionId: 30,
      studentDOB: '2007-04-09',
      agreementChecked: true,
      studentDisplayId: 'S-100',
      videosWatched: false,
    });
    expect(update).toEqual([]);
    expect(onCreated).toHaveBeenCalled();
    // focus moves in an effect after the heading has changed, a task later at most
    await waitFor(() => expect(step2).toHaveFocus());
  });

  it('shows a message the server sends for a field under that field', async () => {
    onCall<CreatePaaSessionData, ApiProblem>(
      'post',
      '/api/createPAASession',
      { statusCode: 400, message: 'Validation failed', errors: [{ field: 'studentDOB', message: 'Valid date of birth is required' }] },
      { status: 400 },
    );
    renderWizard(paaSession({ status: 1, lastCompletedStep: 4 }));
    await heading('Step 1 — Select Institution');
    fireEvent.change(screen.getByRole('textbox', { name: /Date of birth/ }), { target: { value: '04/09/2007' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    const select = screen.getByLabelText(/^Institution/, { selector: 'input' });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Lamar University', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(expect.stringContaining('Valid date of birth is required')),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 — Select Institution');
  });
});

describe('PAA wizard, later steps', () => {
  it('resumes after the last completed step; Back is local', async () => {
    renderWizard(paaSession({ lastCompletedStep: 2, videosWatched: true }));
    await heading('Step 4 — Developmental Education Options (Course Options)');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const step3 = await heading('Step 3 — Sample Tests');
    await waitFor(() => expect(step3).toHaveFocus());
    expect(create).toEqual([]);
    expect(update).toEqual([]);
  });

  it('step 2 refuses Next until every video played to its end, then saves videosWatched', async () => {
    updated = paaSession({ lastCompletedStep: 1, videosWatched: true });
    renderWizard(paaSession({ lastCompletedStep: 0 }));
    await heading(/^Step 2 — /);
    await screen.findByText('Why the assessment matters');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Videos Unwatched!')).toBeInTheDocument();
    expect(screen.getByText('Please watch all videos to proceed.')).toBeInTheDocument();
    expect(update).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));

    const video = document.querySelector('video')!;
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    Object.defineProperties(video, {
      duration: { value: 30 },
      ended: { value: true },
      played: { value: { length: 1, start: () => 0, end: () => 30 } },
    });
    // the video plays at most twice as fast
    act(() => {
      video.playbackRate = 8;
      video.dispatchEvent(new Event('ratechange'));
    });
    expect(video.playbackRate).toBe(2);
    // played through in 4 s by the clock (about 8× speed): skimmed, not watched
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    act(() => {
      video.dispatchEvent(new Event('playing'));
      clock.mockReturnValue(5_000);
      video.dispatchEvent(new Event('ended'));
    });
    expect(screen.queryByText('Watched')).toBeNull();
    // played again, at its own speed
    act(() => {
      video.dispatchEvent(new Event('playing'));
      clock.mockReturnValue(33_000);
      video.dispatchEvent(new Event('ended'));
    });
    clock.mockRestore();
    expect(await screen.findByText('Watched')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Step 3 — Sample Tests');
    expect(bodies(update)).toContainEqual(expect.objectContaining({ paaId: 7, lastCompletedStep: 1, videosWatched: true }));
  });

  it('step 3 launches a sample test in Learn As You Go with the PAA, and refuses Next until both are completed', async () => {
    const step3Data = [
      { testDetailId: 51, testName: 'Sample Mathematics', testAlias: 'paa-math', pendingSessionId: null, completedSessionId: 600 },
      { testDetailId: 52, testName: 'Sample Reading', testAlias: 'paa-ela', pendingSessionId: 601, completedSessionId: null },
    ];
    renderWizard(paaSession({ lastCompletedStep: 1, videosWatched: true, step3Data }));
    await heading('Step 3 — Sample Tests');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Sample Reading' }));
    await waitFor(() => expect(launchTest).toHaveBeenCalledWith({ testDetailId: 52, mode: 1, paaId: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tests Incomplete!')).toBeInTheDocument();
    expect(screen.getByText('Please complete both sample tests to proceed.')).toBeInTheDocument();
    expect(update).toEqual([]);
  });

  it('Finish saves the last step with status 1, then goes to the certificate', async () => {
    updated = paaSession({ lastCompletedStep: 4, status: 1, videosWatched: true });
    const { onFinished } = renderWizard(paaSession({ lastCompletedStep: 3, videosWatched: true }));
    await heading(/^Step 5 — /);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(bodies(update)).toContainEqual({
      paaId: 7,
      lastCompletedStep: 4,
      institutionId: 12,
      studentDOB: '2007-04-09',
      agreementChecked: true,
      studentDisplayId: null,
      videosWatched: true,
      status: 1,
    });
  });

  it('restart opens a fresh step 1 although a PAA is in progress', async () => {
    renderWizard(paaSession({ lastCompletedStep: 2, videosWatched: true }), true);
    await heading('Step 1 — Select Institution');
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('');
  });
});
