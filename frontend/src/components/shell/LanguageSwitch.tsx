import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n';
import { session } from '../../lib/session';
import classes from './LanguageSwitch.module.css';

/** Switches the interface language; a signed-in user's choice is also saved for their mails. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'ru' ? 'ru' : 'en';
  const change = async (lng: Language) => {
    await i18n.changeLanguage(lng);
    const data = session.get().data;
    if (data?.firstName && data.lastName) {
      // Only a signed-in user's choice is saved, on pages that have loaded the API's calls already;
      // the first page does without them (lib/first-page-calls.ts).
      const { saveProfile } = await import('../../api/sdk.gen');
      await saveProfile({ body: { firstName: data.firstName, lastName: data.lastName, language: lng } });
      session.update({ language: lng });
    }
  };
  // Native radios: the arrow keys move between them and the group is named, as assistive
  // technology expects of a choice of one.
  return (
    <div role="radiogroup" aria-label={t('language')} className={classes.root}>
      {LANGUAGES.map((lng) => (
        <span key={lng}>
          <input
            type="radio"
            name="portal-language"
            id={`portal-language-${lng}`}
            value={lng}
            checked={current === lng}
            onChange={() => void change(lng)}
            className={classes.input}
          />
          <label htmlFor={`portal-language-${lng}`} className={classes.label}>
            {lng.toUpperCase()}
          </label>
        </span>
      ))}
    </div>
  );
}
