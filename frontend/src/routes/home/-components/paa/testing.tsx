import type { PaaSessionDto } from '../../../../api/types.gen';

export { renderWithProviders } from '../../../../testing/render';

/** Test helpers of the PAA screens: a session as the server sends it. */
export function paaSession(extra: Partial<PaaSessionDto> = {}): PaaSessionDto {
  return {
    paaId: 7,
    lastCompletedStep: 0,
    institutionId: 12,
    institution: 'Austin Community College District',
    studentDisplayId: null,
    studentDOB: '2007-04-09',
    agreementChecked: true,
    videosWatched: false,
    step3Data: [],
    status: 0,
    certificateURL: null,
    startedOn: '2026-11-20T10:00:00.000Z',
    completedOn: null,
    ...extra,
  };
}

export const BLANK: PaaSessionDto = paaSession({ paaId: 0, institutionId: null, institution: null, studentDOB: null, agreementChecked: false });
