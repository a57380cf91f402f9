import type { FieldProblem } from '../common/validation';
import { isValidDob } from '@portal/shared';
import { PAA_LAST_STEP } from './paa-session.entity';

export interface StepInput {
  institutionId: number | null | undefined;
  institutionExists: boolean;
  studentDOB: string | null | undefined;
  agreementChecked: boolean | null | undefined;
}

/** Step 1's fields, every one of them: the wizard shows each problem under its field. */
export function stepOneProblems(input: StepInput, today = new Date()): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.institutionId || !input.institutionExists) problems.push({ field: 'institutionId', message: 'paa.institutionRequired' });
  if (!isValidDob(input.studentDOB, today)) problems.push({ field: 'studentDOB', message: 'paa.dobRequired' });
  if (input.agreementChecked !== true) problems.push({ field: 'agreementChecked', message: 'paa.agreementRequired' });
  return problems;
}

export interface ProgressInput {
  /** the step the save says was passed */
  requested: number;
  /** the step stored so far; -1 before the first save */
  saved: number;
  videosWatched: boolean;
  sampleTestsDone: boolean;
  finishing: boolean;
}

/** The order of the steps: one step further at a time, each step's own condition met first. */
export function progressProblems(input: ProgressInput): FieldProblem[] {
  const step = Math.max(input.requested, input.saved);
  if (input.requested > input.saved + 1) {
    return [{ field: 'lastCompletedStep', message: 'paa.stepOrder', vars: { step: Math.max(input.saved, 0) + 2 } }];
  }
  if (step >= 1 && !input.videosWatched) return [{ field: 'videosWatched', message: 'paa.videosRequired' }];
  if (step >= 2 && !input.sampleTestsDone) return [{ field: 'step3Data', message: 'paa.testsRequired' }];
  if (input.finishing && step < PAA_LAST_STEP) return [{ field: 'status', message: 'paa.finishEarly' }];
  return [];
}
