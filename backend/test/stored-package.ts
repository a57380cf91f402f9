import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { CpStatus } from '@portal/shared';
import { ContentPackage } from '../src/content-packages/content-package.entity';
import { CpAudit } from '../src/content-packages/cp-audit.entity';
import { byline } from '../src/content-packages/review.service';
import { FileStorage } from '../src/storage/file-storage';
import { TestCategory } from '../src/practice-tests/test-category.entity';
import type { TestPortal } from './harness';

/** Stores a zip as an upload would and creates its package at status 1; its import is not run. */
export async function storedPackage(portal: TestPortal, zipPath: string, name: string): Promise<ContentPackage> {
  const em = portal.orm.em.fork();
  const folder = FileStorage.join('packages', `${name}-${Date.now()}`);
  const data = readFileSync(zipPath);
  await portal.app.get(FileStorage).put(FileStorage.join(folder, 'package.zip'), Readable.from([data]));
  const cp = em.create(ContentPackage, {
    fileName: `${name}.zip`,
    storageKey: folder,
    fileSize: data.length,
    sha256: 'x'.repeat(64),
    testDescription: `Package ${name}`,
    category: em.getReference(TestCategory, 4),
    uploadedBy: null,
  });
  em.create(CpAudit, { contentPackage: cp, ...byline(null), cpStatus: CpStatus.Importing });
  await em.flush();
  return cp;
}
