import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PaaWizard.module.css';
import { STEP_KEYS } from './wizard';

/** The five steps at a glance: passed ones ticked, the current one marked for screen readers too. */
export function WizardProgress({ active, savedStep }: { active: number; savedStep: number }) {
  const { t } = useTranslation('paa');
  return (
    <ol className={classes.progress} aria-label={t('wizard.progress')}>
      {STEP_KEYS.map((key, index) => {
        const done = index <= savedStep && index !== active;
        return (
          <li key={key} className={classes.step} aria-current={index === active ? 'step' : undefined} data-done={done || undefined} title={t(`steps.${key}`)}>
            <span className={classes.number} aria-hidden>
              {done ? <IconCheck size={16} /> : index + 1}
            </span>
            <span className={classes.name}>
              {t(`steps.${key}`)}
              {done && `, ${t('wizard.stepDone')}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
