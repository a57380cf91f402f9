import { useEffect, useState } from 'react';

type Check = (password: string) => boolean;
let check: Check | null = null;
let loading: Promise<void> | null = null;

/** The list of common passwords is large, so it is fetched only by a page that checks a new password. */
function load(): Promise<void> {
  loading ??= import('@portal/shared/common-passwords').then((m) => {
    check = m.isCommonPassword;
  });
  return loading;
}

/** Whether the typed password is a common one, by the API's own list; undefined until the list is loaded. */
export function useIsCommonPassword(value: string | undefined): boolean | undefined {
  const [ready, setReady] = useState(check !== null);
  useEffect(() => {
    if (!ready) void load().then(() => setReady(true));
  }, [ready]);
  return value === undefined || !ready || !check ? undefined : check(value);
}

/** For a form's validation: true only once the list is loaded (the API checks again in any case). */
export function isKnownCommonPassword(value: string): boolean {
  return Boolean(value) && (check?.(value) ?? false);
}
