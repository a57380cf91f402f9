import i18n from '../i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The validators of fields that are not a new password, giving the spec's messages (namespace auth
 * unless said). The sign-in page takes them from here: the password rules (./validators) bring the
 * password policy and the common-password check, which a form that sets no password never runs.
 */
export const textRules = {
  required:
    (key: string, ns = 'auth') =>
    (value: unknown) =>
      (typeof value === 'string' ? value.trim() : value) ? null : i18n.t(key, { ns }),
  email:
    (requiredKey: string, invalidKey: string, ns = 'auth') =>
    (value: string) => {
      if (!value?.trim()) return i18n.t(requiredKey, { ns });
      if (!EMAIL.test(value.trim()) || value.length > 250) return i18n.t(invalidKey, { ns });
      return null;
    },
  matches:
    (field: string, requiredKey: string, mismatchKey: string, ns = 'auth') =>
    (value: string, values: Record<string, unknown>) => {
      if (!value) return i18n.t(requiredKey, { ns });
      return value === values[field] ? null : i18n.t(mismatchKey, { ns });
    },
  maxLength:
    (max: number, key = 'validation.maxLength', ns = 'auth') =>
    (value: string) =>
      value && value.length > max ? i18n.t(key, { ns, max }) : null,
};

/** Runs validators in order and returns the first message. */
export function first<T>(...rules: Array<(value: T, values: Record<string, unknown>) => string | null>) {
  return (value: T, values: Record<string, unknown>) => {
    for (const rule of rules) {
      const message = rule(value, values);
      if (message) return message;
    }
    return null;
  };
}
