import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isBadMultipart, UploadBodyError } from '../http/upload-body';
import { PortalValidationException } from '../common/validation';
import type { BodyNode, CandidateResponse, InteractionNode } from '../qti/types';
import { FileStorage } from '../storage/file-storage';
import type { ContentItem } from '../practice-tests/test-content.service';

/** A candidate's file for an upload interaction: small, of a few harmless types, kept per session. */
export const MAX_CANDIDATE_FILE_BYTES = 10 * 1024 * 1024;

/** The types a candidate may hand in, by the extensions that may carry them. */
const ACCEPTED: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'text/plain': ['txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface CandidateFileMeta {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
}

const key = (sessionId: number, fileId: string, meta = false) => FileStorage.join('candidate-files', sessionId, meta ? `${fileId}.json` : fileId);

function uploadNode(body: BodyNode[], responseIdentifier: string): InteractionNode | undefined {
  for (const n of body) {
    if (typeof n !== 'object') continue;
    if ('interaction' in n) {
      // a drawing's PNG is stored as an upload's file is
      if ((n.interaction === 'upload' || n.interaction === 'drawing') && n.responseIdentifier === responseIdentifier) return n;
      continue;
    }
    const inner = uploadNode(n.children, responseIdentifier);
    if (inner) return inner;
  }
  return undefined;
}

/** The type a file is taken as: the one its name and the browser agree on, among those accepted (and those the item asks for). */
export function acceptedType(fileName: string, claimed: string, asked: string[] = []): string | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const type = claimed.toLowerCase().split(';')[0].trim();
  if (!ACCEPTED[type]?.includes(extension)) return undefined;
  if (asked.length > 0 && !asked.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))))) return undefined;
  return type;
}

/**
 * Stores the file of an upload interaction under its session, and reads it back only for the
 * session's owner (the controller checks ownership first). A response names the file by its id.
 */
@Injectable()
export class CandidateFiles {
  constructor(private readonly storage: FileStorage) {}

  async receive(req: FastifyRequest, sessionId: number, item: ContentItem, responseIdentifier: string): Promise<CandidateFileMeta> {
    const node = uploadNode(item.delivery.body, responseIdentifier);
    if (!node) throw new PortalValidationException([{ field: 'responseIdentifier', message: 'delivery.notUpload' }]);
    const fileId = randomUUID();
    let meta: CandidateFileMeta | undefined;
    let problem: string | undefined;
    try {
      for await (const part of req.parts({ limits: { fileSize: MAX_CANDIDATE_FILE_BYTES, files: 1, fields: 5, fieldSize: 1_000 } })) {
        if (part.type !== 'file' || meta || problem) {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        // eslint-disable-next-line no-control-regex -- control characters are what a stored file name must not hold
        const name = part.filename.replace(/[\0-\x1f/\\]/g, '_').slice(0, 200) || 'file';
        const contentType = acceptedType(name, part.mimetype, node.fileTypes);
        if (!contentType) {
          problem = 'delivery.fileType';
          part.file.resume();
          continue;
        }
        const size = await this.storage.put(key(sessionId, fileId), part.file);
        if (part.file.truncated) problem = 'delivery.fileTooLarge';
        else meta = { fileId, name, contentType, size };
      }
    } catch (error) {
      // the multipart plugin ends a file past its size limit with an error of its own; a body cut
      // off or garbled is the client's, answered 400 with the half-written file removed
      meta = undefined;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') problem = 'delivery.fileTooLarge';
      else {
        await this.storage.remove(key(sessionId, fileId));
        if (isBadMultipart(error)) throw new UploadBodyError('delivery.uploadMalformed');
        throw error;
      }
    }
    if (!meta) {
      await this.storage.remove(key(sessionId, fileId));
      throw new BadRequestException(problem ?? 'delivery.fileMissing');
    }
    await this.storage.put(key(sessionId, fileId, true), Readable.from([JSON.stringify(meta)]));
    return meta;
  }

  async meta(sessionId: number, fileId: string): Promise<CandidateFileMeta> {
    if (!FILE_ID.test(fileId) || !(await this.storage.exists(key(sessionId, fileId, true)))) throw new NotFoundException('delivery.fileNotFound');
    const chunks: Buffer[] = [];
    for await (const chunk of this.storage.read(key(sessionId, fileId, true))) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as CandidateFileMeta;
  }

  read(sessionId: number, fileId: string): Readable {
    return this.storage.read(key(sessionId, fileId));
  }

  /** A saved file response must name a file handed in to this session. */
  async assertOwnFiles(sessionId: number, item: ContentItem, response: Record<string, CandidateResponse>): Promise<void> {
    for (const d of item.scoring.responses) {
      if (d.baseType !== 'file') continue;
      const value = response[d.identifier];
      if (value === null || value === undefined) continue;
      const ids = Array.isArray(value) ? value : [value];
      for (const id of ids) {
        if (typeof id !== 'string' || !FILE_ID.test(id.trim()) || !(await this.storage.exists(key(sessionId, id.trim(), true)))) {
          throw new PortalValidationException([{ field: `response.${d.identifier}`, message: 'delivery.badResponse', vars: { name: d.identifier } }]);
        }
      }
    }
  }
}
