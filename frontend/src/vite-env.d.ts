/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_PRIMARY?: string;
  readonly VITE_BRAND_ACCENT?: string;
  readonly VITE_BRAND_LOGO?: string;
}
