import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { portalValidationPipe } from '../common/validation';
import { type Lang, t } from '../i18n/i18n';
import { JobQueue, QUEUE_CP_IMPORT } from '../jobs/job-queue';
import { FileStorage } from '../storage/file-storage';
import { TestCategory } from '../practice-tests/test-category.entity';
import type { User } from '../users/user.entity';
import { ContentPackage } from './content-package.entity';
import { UploadFieldsDto, type UploadResponseDto } from './content-packages.dto';
import { CpAudit } from './cp-audit.entity';
import { CpStatus } from '@portal/shared';
import { type BodyWatch, isBadMultipart, UploadBodyError, watchBody } from '../http/upload-body';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** A zip starts with a local file header, or is empty (end of central directory only). */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

type FileProblem = 'cp.multipleFiles' | 'cp.unsupportedFormat' | 'cp.fileRequired' | 'cp.fileTooLarge';

/** Counts, hashes and sniffs the first bytes of the upload while it streams to storage. */
class Inspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.head.length < 4) this.head = Buffer.concat([this.head, chunk.subarray(0, 4 - this.head.length)]);
    done(null, chunk);
  }

  isZip(): boolean {
    return ZIP_MAGIC.some((magic) => this.head.equals(magic));
  }
}

interface Received {
  fields: Record<string, string>;
  file: { name: string; inspector: Inspector } | null;
  problem: FileProblem | null;
}

/** /api/upload: stores the zip, records the package and hands the import to the background job. */
@Injectable()
export class UploadService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(req: FastifyRequest, actor: User, lang: Lang): Promise<UploadResponseDto> {
    const folder = FileStorage.join('packages', randomUUID());
    const zipKey = FileStorage.join(folder, 'package.zip');
    let received: Received;
    const watch = watchBody(req, this.config.uploadIdleMs);
    const writing: { file?: Promise<unknown> } = {};
    const receiving = this.receive(req, zipKey, watch, writing);
    try {
      received = await Promise.race([receiving, watch.stalledOut]);
    } catch (error) {
      // what the plugin still has pending ends with the connection, which the answer closes; the
      // write of the file ended with the stall, and its temporary file goes before the answer
      receiving.catch(() => undefined);
      await writing.file?.catch(() => undefined);
      await this.storage.remove(folder);
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return this.refuse('cp.fileTooLarge', lang);
      if (watch.stalled === 'silent') throw new UploadBodyError('cp.uploadIncomplete');
      if (isBadMultipart(error)) throw new UploadBodyError('cp.uploadMalformed');
      throw error;
    } finally {
      watch.stop();
    }
    const { fields, file } = received;
    let { problem } = received;
    try {
      const dto = (await portalValidationPipe().transform(fields, { type: 'body', metatype: UploadFieldsDto })) as UploadFieldsDto;
      problem ??= !file ? 'cp.fileRequired' : !/\.zip$/i.test(file.name) || !file.inspector.isZip() ? 'cp.unsupportedFormat' : null;
      if (problem || !file) {
        await this.storage.remove(folder);
        return this.refuse(problem ?? 'cp.fileRequired', lang);
      }
      const category = await this.em.findOne(TestCategory, { categoryId: dto.testVersion });
      if (!category) {
        await this.storage.remove(folder);
        return this.refuse('cp.testVersionRequired', lang, 'testVersion');
      }
      const cp = this.em.create(ContentPackage, {
        fileName: file.name.slice(0, 255),
        storageKey: folder,
        fileSize: file.inspector.size,
        sha256: file.inspector.hash.digest('hex'),
        testDescription: dto.fileDesc,
        cbVersion: dto.cbVersion || null,
        category,
        statusId: CpStatus.Importing,
        uploadedBy: actor,
      });
      this.em.create(CpAudit, { contentPackage: cp, user: actor, firstName: actor.firstName, lastName: actor.lastName, cpStatus: CpStatus.Importing });
      await this.em.flush();
      this.audit.record(actor, 'cp-upload', 'content-package', cp.id, { detail: { fileName: cp.fileName, size: cp.fileSize } });
      await this.em.flush();
      await this.queue.add(QUEUE_CP_IMPORT, { cpId: cp.id }, { jobId: `cp-${cp.id}` });
      return { status: 'SUCCESS', message: t(lang, 'cp.uploaded'), msg: {}, cpId: cp.id };
    } catch (error) {
      await this.storage.remove(folder);
      throw error;
    }
  }

  /** Reads the form: its fields, and its one file streamed to storage as it arrives. */
  private async receive(req: FastifyRequest, zipKey: string, watch: BodyWatch, writing: { file?: Promise<unknown> }): Promise<Received> {
    const fields: Record<string, string> = {};
    let file: Received['file'] = null;
    let problem: FileProblem | null = null;
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (file) {
        problem = 'cp.multipleFiles';
        part.file.resume();
        continue;
      }
      const inspector = new Inspector();
      file = { name: part.filename, inspector };
      watch.follow(part.file);
      writing.file = this.storage.put(zipKey, [part.file, inspector]);
      await writing.file;
      if (part.file.truncated) problem = 'cp.fileTooLarge';
    }
    return { fields, file, problem };
  }

  private refuse(key: FileProblem | 'cp.testVersionRequired', lang: Lang, field = 'File'): UploadResponseDto {
    const reason = t(lang, key, { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
    return { status: 'FAILED', message: t(lang, 'cp.importFailed', { reason }), msg: { FILE_TYPE: reason, field } };
  }
}
