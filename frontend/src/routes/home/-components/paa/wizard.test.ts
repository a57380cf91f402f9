import { describe, expect, it } from 'vitest';
import { afterSave, back, checkStep, type LoadedSession, saveFor, startState, type WizardState } from './wizard';

const today = new Date(2026, 10, 23);

function session(extra: Partial<LoadedSession> = {}): LoadedSession {
  return {
    paaId: 7,
    lastCompletedStep: 0,
    institutionId: 12,
    studentDisplayId: 'A123',
    studentDOB: '2007-04-09',
    agreementChecked: true,
    videosWatched: false,
    status: 0,
    ...extra,
  };
}

const filled: WizardState = {
  ...startState(undefined, false),
  form: { institutionId: '12', dob: '04/09/2007', agreementChecked: true, studentDisplayId: '  ' },
};
const ctx = { allVideosWatched: false, sampleTests: [], today };

describe('startState', () => {
  it('starts on step 1 with an empty form when the student has no PAA', () => {
    const state = startState(session({ paaId: 0 }), false);
    expect(state).toMatchObject({ paaId: 0, active: 0, videosWatched: false, form: { institutionId: null, dob: '', agreementChecked: false } });
  });

  it('resumes at the step after the last completed one, with the saved answers', () => {
    expect(startState(session({ lastCompletedStep: 0 }), false)).toMatchObject({
      paaId: 7,
      active: 1,
      form: { institutionId: '12', dob: '04/09/2007', agreementChecked: true, studentDisplayId: 'A123' },
    });
    expect(startState(session({ lastCompletedStep: 2, videosWatched: true }), false).active).toBe(3);
    expect(startState(session({ lastCompletedStep: 4 }), false).active).toBe(4);
  });

  it('shows the videos as watched once the session is past step 2', () => {
    expect(startState(session({ lastCompletedStep: 0 }), false).videosWatched).toBe(false);
    expect(startState(session({ lastCompletedStep: 1 }), false).videosWatched).toBe(true);
  });

  it('starts afresh on restart, and after a finished or closed PAA', () => {
    expect(startState(session({ lastCompletedStep: 2 }), true)).toMatchObject({ paaId: 0, active: 0 });
    expect(startState(session({ status: 1, lastCompletedStep: 4 }), false)).toMatchObject({ paaId: 0, active: 0 });
    expect(startState(session({ status: 2 }), false)).toMatchObject({ paaId: 0, active: 0 });
  });
});

describe('checkStep', () => {
  it('step 1 names every missing field with its message', () => {
    const empty = startState(undefined, false);
    expect(checkStep(0, empty, ctx)).toEqual({
      ok: false,
      fields: { institutionId: 'errors.institutionRequired', studentDOB: 'errors.dobInvalid', agreementChecked: 'errors.agreementRequired' },
    });
    expect(checkStep(0, { ...filled, form: { ...filled.form, dob: '02/30/2005' } }, ctx)).toEqual({ ok: false, fields: { studentDOB: 'errors.dobInvalid' } });
    expect(checkStep(0, filled, ctx)).toEqual({ ok: true });
  });

  it('step 2 needs every video watched, in this visit or before', () => {
    expect(checkStep(1, filled, ctx)).toEqual({ ok: false, dialog: 'videos' });
    expect(checkStep(1, filled, { ...ctx, allVideosWatched: true })).toEqual({ ok: true });
    expect(checkStep(1, { ...filled, videosWatched: true }, ctx)).toEqual({ ok: true });
  });

  it('step 3 needs both sample tests completed', () => {
    expect(checkStep(2, filled, { ...ctx, sampleTests: [] })).toEqual({ ok: false, dialog: 'tests' });
    expect(checkStep(2, filled, { ...ctx, sampleTests: [{ completedSessionId: 3 }, { completedSessionId: null }] })).toEqual({ ok: false, dialog: 'tests' });
    expect(checkStep(2, filled, { ...ctx, sampleTests: [{ completedSessionId: 3 }, { completedSessionId: 4 }] })).toEqual({ ok: true });
  });

  it('steps 4 and 5 have nothing to check', () => {
    expect(checkStep(3, filled, ctx)).toEqual({ ok: true });
    expect(checkStep(4, filled, ctx)).toEqual({ ok: true });
  });
});

describe('saveFor', () => {
  it('the first Next creates the session with step 0 and the typed answers', () => {
    expect(saveFor(0, filled, { allVideosWatched: false, today })).toEqual({
      call: 'create',
      body: { lastCompletedStep: 0, institutionId: 12, studentDOB: '2007-04-09', agreementChecked: true, studentDisplayId: null, videosWatched: false },
    });
  });

  it('later saves update the session by its id', () => {
    const state = startState(session({ lastCompletedStep: 0 }), false);
    expect(saveFor(1, state, { allVideosWatched: true, today })).toEqual({
      call: 'update',
      body: {
        paaId: 7,
        lastCompletedStep: 1,
        institutionId: 12,
        studentDOB: '2007-04-09',
        agreementChecked: true,
        studentDisplayId: 'A123',
        videosWatched: true,
      },
    });
  });

  it('never lowers the saved step when Next is pressed on an earlier step', () => {
    const state = { ...startState(session({ lastCompletedStep: 2, videosWatched: true }), false), active: 0 };
    const { call, body } = saveFor(0, state, { allVideosWatched: false, today });
    expect(call).toBe('update');
    expect(body).toMatchObject({ lastCompletedStep: 2, videosWatched: true });
  });

  it('Finish saves the last step with status 1', () => {
    const state = startState(session({ lastCompletedStep: 3, videosWatched: true }), false);
    expect(saveFor(4, state, { allVideosWatched: true, finish: true, today })).toEqual({
      call: 'update',
      body: {
        paaId: 7,
        lastCompletedStep: 4,
        institutionId: 12,
        studentDOB: '2007-04-09',
        agreementChecked: true,
        studentDisplayId: 'A123',
        videosWatched: true,
        status: 1,
      },
    });
  });
});

describe('moving between steps', () => {
  it('Next moves on after the save and keeps the new session id', () => {
    const next = afterSave(filled, { paaId: 9, lastCompletedStep: 0, videosWatched: false });
    expect(next).toMatchObject({ paaId: 9, savedStep: 0, active: 1 });
  });

  it('Finish stays on the last step', () => {
    const last = { ...startState(session({ lastCompletedStep: 3 }), false) };
    expect(afterSave(last, { paaId: 7, lastCompletedStep: 4, videosWatched: true }, true).active).toBe(4);
  });

  it('Back only moves the wizard, and not before step 1', () => {
    const state = startState(session({ lastCompletedStep: 1 }), false);
    expect(back(state)).toEqual({ ...state, active: 1 });
    expect(back({ ...state, active: 0 }).active).toBe(0);
  });
});
