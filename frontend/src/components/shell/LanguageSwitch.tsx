import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveProfile } from '../../api/sdk.gen';
import { LANGUAGES, type Language } from '../../i18n';
import { session } from '../../lib/session';

/** Switches the interface language; a signed-in user's choice is also saved for their mails. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const change = async (lng: string) => {
    await i18n.changeLanguage(lng);
    const data = session.get().data;
    if (data?.firstName && data.lastName) {
      await saveProfile({ body: { firstName: data.firstName, lastName: data.lastName, language: lng as Language } });
      session.update({ language: lng });
    }
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={i18n.language === 'ru' ? 'ru' : 'en'}
      onChange={change}
      data={LANGUAGES.map((lng: Language) => ({ value: lng, label: lng.toUpperCase() }))}
    />
  );
}
