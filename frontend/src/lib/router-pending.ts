/**
 * When a page still reading shows its skeleton (its route's pending component): after 50 ms, not
 * the router's default second of an empty frame, and for 200 ms at least so it does not flicker.
 */
export const PENDING_TIMING = { defaultPendingMs: 50, defaultPendingMinMs: 200 } as const;
