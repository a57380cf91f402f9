import { formatBirthDate, parseBirthDate } from './dob';

/**
 * The wizard's state rules (spec 4, PAA): lastCompletedStep is the 0-based index of the last step
 * passed; a loaded session resumes at the step after it; Back is local; Next checks the step, then
 * saves (create on the first save, update after) and moves on; Finish saves with status 1.
 */
export const STEP_KEYS = ['institution', 'videos', 'sampleTests', 'courseOptions', 'resources'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const LAST_STEP = STEP_KEYS.length - 1;

/** The parts of the server's PAA session the wizard reads. */
export interface LoadedSession {
  paaId: number;
  lastCompletedStep: number;
  institutionId: number | null;
  studentDisplayId: string | null;
  studentDOB: string | null;
  agreementChecked: boolean;
  videosWatched: boolean;
  status: number;
}

export interface WizardForm {
  /** the Select's value: the institution id as text */
  institutionId: string | null;
  /** as typed, MM/DD/YYYY or DD.MM.YYYY (see dob.ts) */
  dob: string;
  agreementChecked: boolean;
  studentDisplayId: string;
}

export interface WizardState {
  /** 0 until the first save creates the session */
  paaId: number;
  /** lastCompletedStep as saved; -1 before the first save */
  savedStep: number;
  active: number;
  form: WizardForm;
  videosWatched: boolean;
}

export const BLANK_FORM: WizardForm = { institutionId: null, dob: '', agreementChecked: false, studentDisplayId: '' };

/** Where the wizard opens: a fresh step 1 on restart or without an in-progress session, else resumed. */
export function startState(session: LoadedSession | undefined, restart: boolean): WizardState {
  if (restart || !session || session.paaId <= 0 || session.status !== 0) {
    return { paaId: 0, savedStep: -1, active: 0, form: BLANK_FORM, videosWatched: false };
  }
  return {
    paaId: session.paaId,
    savedStep: session.lastCompletedStep,
    active: Math.min(session.lastCompletedStep + 1, LAST_STEP),
    form: {
      institutionId: session.institutionId == null ? null : String(session.institutionId),
      dob: formatBirthDate(session.studentDOB),
      agreementChecked: session.agreementChecked,
      studentDisplayId: session.studentDisplayId ?? '',
    },
    // a session past step 2 has had its videos watched
    videosWatched: session.videosWatched || session.lastCompletedStep >= 1,
  };
}

/** Field → key of its message in the `paa` namespace. */
export type FieldErrors = Partial<Record<'institutionId' | 'studentDOB' | 'agreementChecked', string>>;

export type StepCheck = { ok: true } | { ok: false; fields: FieldErrors } | { ok: false; dialog: 'videos' | 'tests' };

export interface StepContext {
  allVideosWatched: boolean;
  /** the PAA's sample tests and whether each has a completed session */
  sampleTests: ReadonlyArray<{ completedSessionId: number | null }>;
  today?: Date;
}

export function checkInstitutionStep(form: WizardForm, today?: Date): FieldErrors {
  const fields: FieldErrors = {};
  if (!form.institutionId) fields.institutionId = 'errors.institutionRequired';
  if (!parseBirthDate(form.dob, today)) fields.studentDOB = 'errors.dobInvalid';
  if (!form.agreementChecked) fields.agreementChecked = 'errors.agreementRequired';
  return fields;
}

/** The check Next (or Finish) runs on the step at `index`. */
export function checkStep(index: number, state: WizardState, ctx: StepContext): StepCheck {
  if (index === 0) {
    const fields = checkInstitutionStep(state.form, ctx.today);
    return Object.keys(fields).length ? { ok: false, fields } : { ok: true };
  }
  if (index === 1 && !(state.videosWatched || ctx.allVideosWatched)) return { ok: false, dialog: 'videos' };
  if (index === 2 && !(ctx.sampleTests.length > 0 && ctx.sampleTests.every((t) => t.completedSessionId != null))) return { ok: false, dialog: 'tests' };
  return { ok: true };
}

export interface SaveBody {
  paaId?: number;
  lastCompletedStep: number;
  institutionId: number;
  studentDOB: string;
  agreementChecked: boolean;
  studentDisplayId: string | null;
  videosWatched: boolean;
  status?: 0 | 1;
}

export interface SaveCall {
  call: 'create' | 'update';
  body: SaveBody;
}

/** The save Next makes after the step at `index` passed its check; Finish adds status 1. */
export function saveFor(index: number, state: WizardState, ctx: { allVideosWatched: boolean; finish?: boolean; today?: Date }): SaveCall {
  const { form } = state;
  const body: SaveBody = {
    lastCompletedStep: ctx.finish ? LAST_STEP : Math.max(index, state.savedStep),
    institutionId: Number(form.institutionId),
    studentDOB: parseBirthDate(form.dob, ctx.today) ?? '',
    agreementChecked: form.agreementChecked,
    studentDisplayId: form.studentDisplayId.trim() || null,
    videosWatched: state.videosWatched || ctx.allVideosWatched,
  };
  if (ctx.finish) body.status = 1;
  if (state.paaId > 0) return { call: 'update', body: { paaId: state.paaId, ...body } };
  return { call: 'create', body };
}

/** After a successful save: the server's session is the truth; Next moves on, Finish stays. */
export function afterSave(state: WizardState, saved: Pick<LoadedSession, 'paaId' | 'lastCompletedStep' | 'videosWatched'>, finished = false): WizardState {
  return {
    ...state,
    paaId: saved.paaId,
    savedStep: saved.lastCompletedStep,
    videosWatched: state.videosWatched || saved.videosWatched,
    active: finished ? state.active : Math.min(state.active + 1, LAST_STEP),
  };
}

/** Back only moves the wizard; nothing is saved. */
export function back(state: WizardState): WizardState {
  return { ...state, active: Math.max(state.active - 1, 0) };
}
