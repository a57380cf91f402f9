import type { CandidateFileAccess } from '../player-context';
import { playerApi } from './player-api';
/** Hands a candidate's file in to an upload interaction of the session, and where it is read back. */
export function candidateFilesFor(sessionId: number, position: number): CandidateFileAccess {
  return {
    upload: (responseIdentifier, file) => playerApi.uploadFile(sessionId, position, responseIdentifier, file),
    url: (fileId) => `/api/delivery/upload/${sessionId}/${encodeURIComponent(fileId)}`,
  };
}

/** Where the browser loads a package file (image, audio) an item or passage refers to by its package path. */
export function mediaUrlFor(sessionId: number): (path: string) => string {
  return (path) => `/api/delivery/media/${sessionId}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
