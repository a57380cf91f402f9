import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AuditService } from '../audit/audit.service';
import { insertRows } from '../database/insert-rows';
import { JobHandlers, JobQueue, QUEUE_CP_IMPORT } from '../jobs/job-queue';
import { openPackageEntry, readContentPackageHeld } from '../qti';
import type { HeldPackage, HeldReadResult, PackageIssue } from '../qti/types';
import { FileStorage } from '../storage/file-storage';
import { ItemDetail } from '../tests/item-detail.entity';
import { StimulusDetail } from '../tests/stimulus-detail.entity';
import { StrandDetail } from '../tests/strand-detail.entity';
import { TestDetail } from '../tests/test-detail.entity';
import { ContentPackage } from './content-package.entity';
import { CpAudit } from './cp-audit.entity';
import { CpStatus } from './cp-status';
import { byline } from './review.service';

/** Rows per insert statement: few round trips, and a statement of well under a few MiB. */
const ROWS_PER_INSERT = 200;

export interface ImportJob {
  cpId: number;
}

/**
 * The `content-package-import` job: reads and validates the stored zip, then writes the test, its
 * strands, items and passages and moves the package 1 → 4, or 1 → 2 with the process log.
 * Safe to run again: it acts only on a package still in status 1, inside one transaction.
 */
@Injectable()
export class ImportService implements OnModuleInit {
  private readonly logger = new Logger('ContentPackageImport');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly handlers: JobHandlers,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(QUEUE_CP_IMPORT, (data) => this.run((data as ImportJob).cpId));
  }

  /**
   * Queues again the imports a stopped process cut off (run at start-up, after migrations); the
   * job id keeps one that is still queued from running twice.
   */
  async resumeInterrupted(): Promise<void> {
    const stuck = await this.em.fork().find(ContentPackage, { statusId: CpStatus.Importing }, { fields: ['id'] });
    for (const { id } of stuck) await this.queue.add(QUEUE_CP_IMPORT, { cpId: id } satisfies ImportJob, { jobId: `cp-${id}` });
  }

  async run(cpId: number): Promise<void> {
    const em = this.em.fork();
    const cp = await em.findOne(ContentPackage, cpId, { populate: ['uploadedBy'] });
    if (!cp || cp.statusId !== CpStatus.Importing) return;
    const zipPath = this.storage.path(FileStorage.join(cp.storageKey, 'package.zip'));
    let result: HeldReadResult;
    try {
      result = await readContentPackageHeld(zipPath, { fileName: cp.fileName });
    } catch (error) {
      // A reader failure is a defect, not the author's fault: fail the package with a pointer to us.
      this.logger.error(`package ${cpId}: ${(error as Error).stack ?? error}`);
      result = { ok: false, issues: [{ file: cp.fileName, code: 'import.unexpected', message: 'The package could not be read. Please contact the administrator.' }] };
    }
    if (result.ok) await this.storeMedia(cp, zipPath, result.pkg);
    let deleted = false;
    await em.transactional(async (tx) => {
      const locked = await tx.findOne(ContentPackage, cpId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      deleted = !locked;
      if (!locked || locked.statusId !== CpStatus.Importing) return;
      await tx.populate(locked, ['uploadedBy']);
      if (result.ok) {
        await this.writeTest(tx, locked, result.pkg);
        this.finish(tx, locked, CpStatus.AwaitingReview, result.warnings);
      } else {
        this.finish(tx, locked, CpStatus.Failed, result.issues);
      }
    });
    // Deleted while its media were being stored: the delete removed the folder before those
    // files landed in it, so they would be left behind with nothing pointing at them.
    if (deleted) await this.storage.remove(cp.storageKey);
  }

  private finish(em: EntityManager, cp: ContentPackage, status: CpStatus, log: PackageIssue[]): void {
    cp.statusId = status;
    cp.processLog = log;
    const by = cp.uploadedBy ?? null;
    em.create(CpAudit, { contentPackage: cp, ...byline(by), cpStatus: status });
    this.audit.record(by, status === CpStatus.Failed ? 'cp-import-failed' : 'cp-imported', 'content-package', cp.id, { detail: { findings: log.length } });
  }

  /**
   * Writes the test row, then its strands, items and passages as plain rows, a chunk at a time, so
   * memory holds one chunk of parsed items however big the package (managed entities would each
   * keep a snapshot of their JSON until the commit).
   */
  private async writeTest(em: EntityManager, cp: ContentPackage, pkg: HeldPackage): Promise<void> {
    const { test } = pkg;
    cp.testName = test.title;
    cp.testAlias = test.identifier;
    cp.qtiVersion = pkg.qtiVersion;
    const detail = em.create(TestDetail, {
      contentPackage: cp,
      category: cp.category,
      testAlias: test.identifier,
      testName: test.title,
      testDescription: test.description ?? cp.testDescription,
      parentTestAlias: test.parentTestAlias ?? null,
      branchingProfileName: test.branchingProfileName,
      operationalTestLength: test.operationalTestLength,
      qtiVersion: pkg.qtiVersion,
      structure: { parts: test.parts, outcomes: test.outcomes, outcomeProcessing: test.outcomeProcessing },
      media: pkg.media,
    });
    await em.flush();
    const strands = new Map<string, number>();
    let rows: Partial<Record<keyof ItemDetail, unknown>>[] = [];
    let position = 0;
    for (const item of pkg.takeItems()) {
      let strand = strands.get(item.strandName);
      if (strand === undefined) {
        // one row at a time: the embedded driver loses the ids a multi-row insert returns
        strand = (await em.insert(StrandDetail, { testDetail: detail.id, strandName: item.strandName, position: strands.size })) as number;
        strands.set(item.strandName, strand);
      }
      rows.push({
        testDetail: detail.id,
        strand,
        uin: item.uin,
        title: item.title,
        calculator: item.calculator,
        position: position++,
        file: item.file,
        interactionTypes: item.interactionTypes,
        delivery: item.delivery,
        scoring: item.scoring,
      });
      if (rows.length === ROWS_PER_INSERT) {
        await insertRows(em, ItemDetail, rows);
        rows = [];
      }
    }
    await insertRows(em, ItemDetail, rows);
    for (let start = 0; start < pkg.stimuli.length; start += ROWS_PER_INSERT) {
      const chunk = pkg.stimuli.slice(start, start + ROWS_PER_INSERT);
      await insertRows(em, StimulusDetail, chunk.map((st) => ({ testDetail: detail.id, identifier: st.identifier, title: st.title, body: st.body })));
    }
  }

  /** Media go to storage before the rows commit; a retry overwrites the same keys. */
  private async storeMedia(cp: ContentPackage, zipPath: string, pkg: HeldPackage): Promise<void> {
    for (const media of pkg.media) {
      const stream = await openPackageEntry(zipPath, media.path);
      await this.storage.put(FileStorage.join(cp.storageKey, 'media', media.path), Readable.from(stream as AsyncIterable<Buffer>));
    }
  }
}
