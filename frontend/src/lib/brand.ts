/**
 * Look and feel that a deployment may change at build time (VITE_BRAND_*); the organisation's
 * name and address come from the server's configuration at run time.
 */
export const brand = {
  primaryColor: import.meta.env.VITE_BRAND_PRIMARY ?? '#1c5d99',
  accentColor: import.meta.env.VITE_BRAND_ACCENT ?? '#b3541e',
  logoUrl: import.meta.env.VITE_BRAND_LOGO ?? '/logo.svg',
};
