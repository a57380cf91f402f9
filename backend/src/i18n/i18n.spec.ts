import { apiMessages, LANGS, type MessageKey } from '@portal/shared';
import { t } from './i18n';

describe('API messages', () => {
  it.each(LANGS)('every %s message is a text, references into the SPA catalogue resolved', (lang) => {
    for (const key of Object.keys(apiMessages[lang]) as MessageKey[]) expect(t(lang, key)).not.toMatch(/\$t\(|^$/);
  });

  it('a message said once for API and SPA reads the same in both', () => {
    expect(apiMessages.en['validation.emailRequired']).toBe('$t(auth:validation.emailRequired)');
    expect(t('en', 'validation.emailRequired')).toBe('Email Address is required.');
    expect(t('ru', 'validation.emailRequired')).toBe('Укажите адрес электронной почты.');
  });
});
