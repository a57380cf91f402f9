/** The spec's test window state: the separate window a practice test runs in, open or closed. */
let handle: Window | null = null;

export const testWindow = {
  set(win: Window | null): void {
    handle = win;
  },
  isOpen(): boolean {
    return Boolean(handle && !handle.closed);
  },
  focus(): void {
    if (handle && !handle.closed) handle.focus();
  },
  close(): void {
    if (handle && !handle.closed) handle.close();
    handle = null;
  },
};
