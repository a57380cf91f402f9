import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ZipFile } from 'yazl';
import { FileStorage } from '../storage/file-storage';
import { TestCategory } from '../practice-tests/test-category.entity';
import { ContentPackage } from './content-package.entity';
import { CpAudit } from './cp-audit.entity';
import { CpStatus } from '@portal/shared';
import { ImportService } from './import.service';
import { byline, ReviewService } from './review.service';

/** The repository's `content/samples`, from the sources and from the build alike. */
export const SAMPLES_DIR = resolve(__dirname, '../../../content/samples');

export interface SampleEntry {
  folder: string;
  category: number;
  description: string;
}

export function sampleList(dir = SAMPLES_DIR): SampleEntry[] {
  return (JSON.parse(readFileSync(join(dir, 'samples.json'), 'utf8')) as { packages: SampleEntry[] }).packages;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : []))
    .sort();
}

/** Zips a readable source folder into a content package (what an author would upload). */
export async function zipFolder(dir: string): Promise<Buffer> {
  const zip = new ZipFile();
  // A fixed date keeps the bytes (and so the checksum) of a package the same from build to build.
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const file of filesUnder(dir)) zip.addFile(file, relative(dir, file).split(sep).join('/'), { mtime, mode: 0o100644 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * On first start the shipped samples go through the same import, approval and publication as any
 * package, so a new portal has practice tests in categories 4 and 5 at once.
 */
@Injectable()
export class SamplePackagesService {
  private readonly logger = new Logger('SamplePackages');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly importer: ImportService,
    private readonly review: ReviewService,
  ) {}

  async ensureSamples(dir = SAMPLES_DIR): Promise<void> {
    for (const sample of sampleList(dir)) {
      const fileName = `${sample.folder}.zip`;
      const em = this.em.fork();
      if (await em.count(ContentPackage, { fileName, uploadedBy: null })) continue;
      const source = join(dir, sample.folder);
      if (!statSync(source, { throwIfNoEntry: false })?.isDirectory()) continue;
      const zip = await zipFolder(source);
      const folder = FileStorage.join('packages', randomUUID());
      await this.storage.put(FileStorage.join(folder, 'package.zip'), Readable.from([zip]));
      const cp = em.create(ContentPackage, {
        fileName,
        storageKey: folder,
        fileSize: zip.length,
        sha256: createHash('sha256').update(zip).digest('hex'),
        testDescription: sample.description,
        category: em.getReference(TestCategory, sample.category),
        uploadedBy: null,
      });
      em.create(CpAudit, { contentPackage: cp, ...byline(null), cpStatus: CpStatus.Importing });
      await em.flush();
      await this.importer.run(cp.id);
      await em.refresh(cp);
      if (cp.statusId !== CpStatus.AwaitingReview) {
        this.logger.error(`sample ${sample.folder} did not import: ${JSON.stringify(cp.processLog)}`);
        continue;
      }
      await this.review.approveOrReject(null, cp.id, CpStatus.Approved, undefined, 'en');
      await this.review.publish(null, cp.id, 'en');
      this.logger.log(`sample ${sample.folder} imported and published`);
    }
  }
}
