import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PaaSessionDto } from '../../../../api/types.gen';

/** Test helpers of the PAA screens: a session as the server sends it, and the providers. */
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

export function renderWithProviders(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{ui}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
