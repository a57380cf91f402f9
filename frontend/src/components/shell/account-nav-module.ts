import { useEffect, useState } from 'react';

type AccountNavModule = typeof import('./AccountNav');

// Kept once loaded, so a header drawn after it has loaded draws the signed-in navigation at once
// instead of a blank that fills in a moment later and moves the header (layout shift).
let loaded: AccountNavModule | undefined;

/** Loads the signed-in navigation; the signed-in pages wait for it before they show. */
export function loadAccountNav(): Promise<AccountNavModule> {
  return import('./AccountNav').then((module) => (loaded = module));
}

/** The signed-in navigation once it is in, loading it when the user is signed in. */
export function useAccountNavModule(signedIn: boolean): AccountNavModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (signedIn && !module) void loadAccountNav().then(setModule);
  }, [signedIn, module]);
  return module;
}
