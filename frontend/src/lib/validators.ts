import { meetsPasswordPolicy } from '@portal/shared';
import i18n from '../i18n';
import { isKnownCommonPassword } from './common-password';
import { textRules } from './text-validators';

export { first } from './text-validators';

/** Validators for Mantine forms, giving the spec's messages (namespace auth unless said). */
export const v = {
  ...textRules,
  password:
    (requiredKey: string, criteriaKey: string, ns = 'auth') =>
    (value: string) => {
      if (!value) return i18n.t(requiredKey, { ns });
      return meetsPasswordPolicy(value) ? null : i18n.t(criteriaKey, { ns });
    },
  /** a new password from the list of common ones the API refuses too */
  notCommon:
    (key = 'validation.passwordCommon', ns = 'auth') =>
    (value: string) =>
      isKnownCommonPassword(value) ? i18n.t(key, { ns }) : null,
};
