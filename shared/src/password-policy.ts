/**
 * The one password rule of the portal (sign-up, reset, change), shared by the API and the UI:
 * 9 to 50 characters with at least three of lowercase, uppercase, digit and one of @$!%*?&.
 */
export const PASSWORD_MIN = 9;
export const PASSWORD_MAX = 50;
export const PASSWORD_SPECIALS = '@$!%*?&.';
/** how many of the four kinds of characters a password must use */
export const PASSWORD_MIN_CLASSES = 3;

export const PASSWORD_CLASSES = [
  { key: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { key: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', test: (p: string) => /[@$!%*?&.]/.test(p) },
] as const;

export function passwordClassCount(password: string): number {
  return PASSWORD_CLASSES.filter((c) => c.test(password)).length;
}

export function meetsPasswordPolicy(password: string): boolean {
  return (
    typeof password === 'string' && password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && passwordClassCount(password) >= PASSWORD_MIN_CLASSES
  );
}
