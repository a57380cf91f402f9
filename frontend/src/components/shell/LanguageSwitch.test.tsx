import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResponseDto, SaveProfileData, SaveProfileResponse } from '../../api/types.gen';
import i18n from '../../i18n';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  session.clear();
  await i18n.changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it('is a named choice of one language, the current one checked', () => {
    renderWithProviders(<LanguageSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'EN' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'RU' })).not.toBeChecked();
  });

  it('switches a visitor’s interface without calling the API', async () => {
    renderWithProviders(<LanguageSwitch />);
    fireEvent.click(screen.getByText('RU'));
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(screen.getByRole('radio', { name: 'RU' })).toBeChecked();
    expect(localStorage.getItem('portal.lang')).toBe('ru');
  });

  it('saves a signed-in user’s choice for their mails', async () => {
    session.start({ result: 'SUCCESS', userName: 'iv@example.org', firstName: 'Ivan', lastName: 'Petrov', loginTime: '1' } as LoginResponseDto, {});
    const saved = onCall<SaveProfileData, SaveProfileResponse>('post', '/api/saveProfile', { result: 'SUCCESS' } as SaveProfileResponse);
    renderWithProviders(<LanguageSwitch />);
    fireEvent.click(screen.getByText('RU'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toEqual({ firstName: 'Ivan', lastName: 'Petrov', language: 'ru' });
    await waitFor(() => expect(session.get().data?.language).toBe('ru'));
  });
});
