/**
 * After Submit the report shows in the test window, opened by the portal: a practice link there
 * belongs in the portal's window, which it brings forward, leaving the report where it is.
 * Returns false when there is no such window, so the link is followed as any other.
 */
export function openInPortalWindow(href: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed || opener === window) return false;
  try {
    opener.location.assign(href);
    opener.focus();
    return true;
  } catch {
    // another origin opened this window: follow the link here instead
    return false;
  }
}
