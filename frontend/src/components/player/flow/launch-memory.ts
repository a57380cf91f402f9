/**
 * A launch token works once; the session it opened is remembered for this window, so a reload
 * asks for the session's state instead of spending the token again.
 */
const key = (token: string) => `player.launch.${token}`;

export const launchMemory = {
  sessionFor(token: string): number | null {
    const raw = sessionStorage.getItem(key(token));
    const id = raw ? Number(raw) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  remember(token: string, sessionId: number): void {
    sessionStorage.setItem(key(token), String(sessionId));
  },
};
