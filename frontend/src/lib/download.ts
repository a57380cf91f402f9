/**
 * The one way the SPA hands a file to the browser: a link clicked in code. Either the address of a
 * GET of the API that answers with an attachment, or a blob made or fetched here (named by us).
 */
function clickLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A file the API serves (a GET answering with an attachment, which names the file). */
export function downloadFromUrl(url: string): void {
  clickLink(url, '');
}

/** A file the SPA holds as a blob, saved under `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, name);
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
