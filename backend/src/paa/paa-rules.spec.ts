import { isValidDob } from '@portal/shared';
import { progressProblems, stepOneProblems } from './paa-rules';

describe('the date-of-birth rule', () => {
  const today = new Date('2026-11-23T12:00:00Z');

  it.each(['1901-01-01', '2000-02-29', '2025-12-31', '2008-11-23'])('accepts %s', (dob) => {
    expect(isValidDob(dob, today)).toBe(true);
  });

  it.each([
    ['a year of 1900', '1900-07-04'],
    ['the current year', '2026-01-01'],
    ['a future date', '2027-01-01'],
    ['a day that does not exist', '2001-02-29'],
    ['a month that does not exist', '2001-00-10'],
    ['another form', '11/23/2001'],
    ['nothing', null],
    ['an empty string', ''],
  ])('refuses %s', (_, dob) => {
    expect(isValidDob(dob, today)).toBe(false);
  });
});

describe('step 1’s fields', () => {
  const today = new Date('2026-11-23T12:00:00Z');

  it('names every field that is wrong, each with its message key', () => {
    expect(stepOneProblems({ institutionId: null, institutionExists: false, studentDOB: null, agreementChecked: false }, today)).toEqual([
      { field: 'institutionId', message: 'paa.institutionRequired' },
      { field: 'studentDOB', message: 'paa.dobRequired' },
      { field: 'agreementChecked', message: 'paa.agreementRequired' },
    ]);
  });

  it('refuses an institution id that names no institution', () => {
    expect(stepOneProblems({ institutionId: 12, institutionExists: false, studentDOB: '2004-05-06', agreementChecked: true }, today)).toEqual([
      { field: 'institutionId', message: 'paa.institutionRequired' },
    ]);
  });

  it('has nothing to say about a complete step 1', () => {
    expect(stepOneProblems({ institutionId: 12, institutionExists: true, studentDOB: '2004-05-06', agreementChecked: true }, today)).toEqual([]);
  });
});

describe('the order of the steps', () => {
  const ok = { videosWatched: true, sampleTestsDone: true, finishing: false };

  it('moves one step at a time', () => {
    expect(progressProblems({ ...ok, requested: 1, saved: 0 })).toEqual([]);
    expect(progressProblems({ ...ok, requested: 3, saved: 1 })).toEqual([{ field: 'lastCompletedStep', message: 'paa.stepOrder', vars: { step: 3 } }]);
  });

  it('allows saving an earlier step again', () => {
    expect(progressProblems({ ...ok, requested: 0, saved: 3 })).toEqual([]);
  });

  it('needs the videos watched from step 2 on and the sample tests from step 3 on', () => {
    expect(progressProblems({ ...ok, requested: 1, saved: 0, videosWatched: false })).toEqual([{ field: 'videosWatched', message: 'paa.videosRequired' }]);
    expect(progressProblems({ ...ok, requested: 2, saved: 1, sampleTestsDone: false })).toEqual([{ field: 'step3Data', message: 'paa.testsRequired' }]);
    expect(progressProblems({ ...ok, requested: 0, saved: 0, videosWatched: false, sampleTestsDone: false })).toEqual([]);
  });

  it('finishes only once step 5 is passed', () => {
    expect(progressProblems({ ...ok, requested: 3, saved: 3, finishing: true })).toEqual([{ field: 'status', message: 'paa.finishEarly' }]);
    expect(progressProblems({ ...ok, requested: 4, saved: 3, finishing: true })).toEqual([]);
  });
});
