import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}
