/** Where the browser loads a package file (image, audio) an item or passage refers to by its package path. */
export function mediaUrlFor(sessionId: number): (path: string) => string {
  return (path) => `/api/delivery/media/${sessionId}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
