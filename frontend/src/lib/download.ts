/** Hands a file the API serves (a GET answering with an attachment) to the browser as a download. */
export function downloadFromUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
