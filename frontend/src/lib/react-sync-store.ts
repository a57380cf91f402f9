// What `use-sync-external-store/shim` exports under React 18 and later (vite.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
