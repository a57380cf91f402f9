import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { type ChunkWriter, TestContentWriter } from '../practice-tests/test-content-writer.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobHandlers, JobQueue, QUEUE_CP_IMPORT } from '../jobs/job-queue';
import { countImportOutcome } from '../metrics/metrics';
import { NotificationsService } from '../notifications/notifications.service';
import { isSummaryCode, PackageReader } from '../qti';
import { makeIssue } from '../qti/issues';
import type { PackageIssue, PackageWriter, StreamResult } from '../qti/types';
import { FileStorage } from '../storage/file-storage';
import { ContentPackage } from './content-package.entity';
import { CpAudit } from './cp-audit.entity';
import { CpStatus } from '@portal/shared';
import { byline } from './review.service';
import { importState } from './packages.queries';
import { countWarnings, warningsOf } from './process-log';

export interface ImportJob {
  cpId: number;
}

/** What an import claimed: the package to read, and which start of its import this is. */
interface Claim {
  cpId: number;
  fileName: string;
  storageKey: string;
  attempt: number;
  categoryId: number;
  testDescription: string;
}

/** How an import's read and write ended: what to settle, or nothing when a newer start owns it. */
type Outcome =
  { ok: true; testName: string; testAlias: string; qtiVersion: string; log: PackageIssue[] } | { ok: false; issues: PackageIssue[] } | { ok: 'superseded' };

class ImportTimeout extends Error {}

/** The package was deleted, or a later start took its import over: this start stops writing. */
class NoLongerOwned extends Error {}

/** The reader itself threw: the same zip would fail the same way again, so it is not retried. */
class ReaderDefect extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

function mark(set: WeakSet<object>, error: Error): Error {
  set.add(error);
  return error;
}

/** How often the serving process looks for imports whose run was lost, and how late one may be. */
const SWEEP_INTERVAL_MS = 60_000;
const STALE_GRACE_MS = 60_000;

const failed = (file: string, code: string, params: Record<string, string | number> = {}): Outcome => ({
  ok: false,
  issues: [makeIssue(file, code, params, undefined, 'error')],
});

/**
 * The `content-package-import` job: reads and validates the stored zip, then writes the test, its
 * strands, items and passages and moves the package 1 → 4, or 1 → 2 with the process log.
 * Every way an import can end leads to 2 or 4: a package the reader refuses, a defect of the reader,
 * a deadline passed, or a process (or worker) that keeps stopping during it, which is counted at
 * each start and bounded. Safe to run again: it acts only on a package still in status 1.
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
    private readonly notifications: NotificationsService,
    private readonly tests: TestContentWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.handlers.register(QUEUE_CP_IMPORT, (data) => this.run((data as ImportJob).cpId));
  }

  /**
   * Queues again the imports a stopped process cut off (run at start-up, after migrations); the
   * job id keeps one that is still queued or running from running twice, and the count of starts
   * fails one that was cut off too often when it is next taken.
   */
  async resumeInterrupted(): Promise<void> {
    const stuck = await this.em.fork().find(ContentPackage, { statusId: CpStatus.Importing }, { fields: ['id'] });
    for (const { id } of stuck) await this.queue.add(QUEUE_CP_IMPORT, { cpId: id } satisfies ImportJob, { jobId: `cp-${id}` });
  }

  /**
   * Queues again the imports whose run was lost while the process lived on: one whose start was
   * counted longer ago than the deadline allows (its run would have ended by now, so the job gave
   * up on an error that did not fail the package), or one never started although it was uploaded
   * that long ago. A job still waiting or running keeps its id, so a live import is not doubled.
   */
  async resumeStale(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.import.timeoutMs - STALE_GRACE_MS);
    const stale = await this.em
      .fork()
      .find(
        ContentPackage,
        { statusId: CpStatus.Importing, $or: [{ importStartedOn: { $lt: before } }, { importStartedOn: null, createdOn: { $lt: before } }] },
        { fields: ['id'] },
      );
    for (const { id } of stale) await this.queue.add(QUEUE_CP_IMPORT, { cpId: id } satisfies ImportJob, { jobId: `cp-${id}` });
    return stale.length;
  }

  /** What the serving process runs: the interrupted imports at once, the lost ones every minute. */
  superviseImports(): () => void {
    const sweep = () =>
      this.resumeStale().then(
        (count) => count && this.logger.warn(`${count} import(s) lost their run and were queued again`),
        (error: Error) => this.logger.error(`looking for lost imports: ${error.message}`),
      );
    void this.resumeInterrupted().catch((error: Error) => this.logger.error(`queuing interrupted imports: ${error.message}`));
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  async run(cpId: number): Promise<void> {
    const claim = await this.claim(cpId);
    if (!claim) return;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ImportTimeout()), this.config.import.timeoutMs);
    try {
      await this.finish(claim, await this.read(claim, deadline.signal));
    } catch (error) {
      if (deadline.signal.aborted) return this.finish(claim, failed(claim.fileName, 'import.timeout', { minutes: this.timeoutMinutes() }));
      this.logger.error(`package ${cpId}, start ${claim.attempt}: ${(error as Error).stack ?? error}`);
      // Most likely the database went away: the queue tries again, and the count of starts ends it.
      if (claim.attempt < this.config.import.maxAttempts) throw error;
      await this.finish(claim, failed(claim.fileName, 'import.unexpected', { detail: (error as Error).message }));
    } finally {
      clearTimeout(timer);
    }
  }

  private timeoutMinutes(): number {
    return Number((this.config.import.timeoutMs / 60_000).toFixed(2));
  }

  /**
   * Counts this start in a transaction of its own, so that a process killed during the import
   * still leaves the count behind; a package started too often already is failed here instead.
   */
  private async claim(cpId: number): Promise<Claim | undefined> {
    let settled: ContentPackage | undefined;
    const claim = await this.em.fork().transactional(async (tx) => {
      const cp = await tx.findOne(ContentPackage, cpId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!cp || cp.statusId !== CpStatus.Importing) return undefined;
      if (cp.importAttempts >= this.config.import.maxAttempts) {
        // the media the cut-off starts stored, and any file they left half written; removed before
        // the failure commits, so a process stopped in between does it again on the next start
        await this.storage.remove(FileStorage.join(cp.storageKey, 'media'));
        await this.tests.discard(tx, cpId);
        await tx.populate(cp, ['uploadedBy']);
        this.settle(tx, cp, CpStatus.Failed, [makeIssue(cp.fileName, 'import.interrupted', { attempts: cp.importAttempts }, undefined, 'error')]);
        settled = cp;
        return undefined;
      }
      // tests a start cut off between writing them and settling the package left behind
      await this.tests.discard(tx, cpId);
      cp.importAttempts += 1;
      cp.importStartedOn = new Date();
      return {
        cpId,
        fileName: cp.fileName,
        storageKey: cp.storageKey,
        attempt: cp.importAttempts,
        categoryId: cp.category.categoryId,
        testDescription: cp.testDescription,
      } satisfies Claim;
    });
    if (settled) await this.announce(settled);
    return claim;
  }

  /**
   * Reads the zip and writes a valid package's tests as the reader hands them over, a chunk at a
   * time, each committed on its own: the tests and strands, structure and passages in short
   * transactions that first check, under a share of the package row's lock, that this start still
   * owns the import; the items as single statements, which fail once their test was discarded.
   * Other calls (on the embedded database, every one) wait for a chunk at most, never for the whole
   * package, and a package deleted or taken over by a later start stops the write at its next
   * chunk. What the chunks wrote stays at status 1, which no reader shows, until the outcome
   * settles it: a failure discards it, as does the next start of an import cut off. Then streams
   * the media to storage. The deadline holds whatever the reader does. The reader needs the zip as
   * a file on this machine: from a bucket it is copied to a temporary file, deleted once closed.
   */
  private async read(claim: Claim, signal: AbortSignal): Promise<Outcome> {
    const zip = await this.storage.localCopy(FileStorage.join(claim.storageKey, 'package.zip'), signal);
    const { maxExpandedBytes, maxEntries, maxXmlBytes, maxMediaBytes } = this.config.import;
    const opened = await PackageReader.open(zip.path, {
      fileName: claim.fileName,
      limits: { maxExpandedBytes, maxEntries, maxXmlBytes, maxMediaBytes },
      signal,
    }).catch(async (error: Error) => {
      await zip.release();
      throw error;
    });
    if (!(opened instanceof PackageReader)) {
      await zip.release();
      return opened;
    }
    const reader = opened;
    const chunk: ChunkWriter = {
      checked: (write) =>
        this.em.fork().transactional(async (tx) => {
          if (!(await this.stillOwned(tx, claim, 'for key share'))) throw new NoLongerOwned();
          return write(tx);
        }),
      // the items, most of the rows, as one statement each, as cheap as before the chunks had
      // transactions of their own; a test row gone meanwhile fails it, and says why here
      single: async (write) => {
        const em = this.em.fork();
        try {
          await write(em);
        } catch (error) {
          if (!(await this.stillOwned(em, claim))) throw new NoLongerOwned();
          throw error;
        }
      },
    };
    const content = this.tests.open(
      chunk,
      { id: claim.cpId, categoryId: claim.categoryId, testDescription: claim.testDescription, fileName: claim.fileName },
      signal,
    );
    const writer: PackageWriter = {
      begin: async (plan) => {
        signal.throwIfAborted();
        await content.begin(plan);
      },
      item: (item) => content.item(item),
      end: (pkg) => content.end(pkg),
    };
    // What the writer throws (the database) passes as it is; anything else came from the reader.
    const inWriter = new WeakSet<object>();
    const guarded: PackageWriter = {
      begin: (plan) => writer.begin(plan).catch((e: Error) => Promise.reject(mark(inWriter, e))),
      item: (item) => writer.item(item).catch((e: Error) => Promise.reject(mark(inWriter, e))),
      end: (pkg) => writer.end(pkg).catch((e: Error) => Promise.reject(mark(inWriter, e))),
    };
    const expired = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    const reading = reader.read(guarded).catch((e: Error) => Promise.reject(inWriter.has(e) ? e : new ReaderDefect(e)));
    let storing: Promise<unknown> = Promise.resolve();
    try {
      const result: StreamResult = await Promise.race([reading, expired]);
      if (!result.ok) return result;
      storing = reader.storeMedia(result.media, async (file, data) => {
        await this.storage.put(FileStorage.join(claim.storageKey, 'media', file.path), data, signal);
      });
      const stored = (await Promise.race([storing, expired])) as PackageIssue[];
      if (stored.length) return { ok: false, issues: [...stored, ...result.warnings] };
      const summary = content.summary().map((line): PackageIssue => ({ ...line, severity: 'info' }));
      return { ok: true, ...content.names(), log: [...summary, ...result.warnings] };
    } catch (error) {
      if (error instanceof NoLongerOwned) return { ok: 'superseded' };
      if (signal.aborted || !(error instanceof ReaderDefect)) throw error;
      this.logger.error(`package ${claim.cpId}: ${error.error.stack ?? error.error}`);
      return failed(claim.fileName, 'import.unexpected', { detail: error.message });
    } finally {
      // a reader still running past the deadline stops at its next step; the zip closes after it
      // (a temporary copy is deleted then), and a failure to close is only worth a line in the log
      void Promise.allSettled([reading, storing, content.settled()])
        .then(() => reader.close())
        .finally(() => zip.release())
        .catch((error: Error) => this.logger.warn(`package ${claim.cpId}: closing the zip: ${error.message}`));
    }
  }

  /**
   * Still importing, and no later start has taken the import over; `lock` holds the answer until
   * the transaction ends (a claim, a settlement or a delete locks the row for update first).
   */
  private async stillOwned(em: EntityManager, claim: Claim, lock: 'for key share' | '' = ''): Promise<boolean> {
    const row = await importState(em, claim.cpId, lock);
    return Number(row?.status_id) === CpStatus.Importing && Number(row?.import_attempts) === claim.attempt;
  }

  /**
   * Settles the package under its row's lock, unless a later start owns the import (it settles it,
   * and cleared what this one wrote). A package deleted meanwhile loses what this start stored.
   */
  private async finish(claim: Claim, result: Outcome): Promise<void> {
    let outcome: 'deleted' | 'failedByAnother' | 'settled' = 'deleted';
    let settled: ContentPackage | undefined;
    await this.em.fork().transactional(async (tx) => {
      const cp = await tx.findOne(ContentPackage, claim.cpId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!cp) return;
      outcome = cp.statusId === CpStatus.Failed ? 'failedByAnother' : 'settled';
      if (result.ok === 'superseded' || cp.statusId !== CpStatus.Importing || cp.importAttempts !== claim.attempt) return;
      await tx.populate(cp, ['uploadedBy']);
      if (result.ok) {
        cp.testName = result.testName;
        cp.testAlias = result.testAlias;
        cp.qtiVersion = result.qtiVersion;
        this.settle(tx, cp, CpStatus.AwaitingReview, result.log);
      } else {
        // A failed import keeps only the uploaded zip (staff may download it). Its tests and media
        // go under the row's lock and before the failure commits: a process stopped in between
        // leaves a package that does it again, and a run that already finished it is not undone.
        await this.tests.discard(tx, cp.id);
        await this.storage.remove(FileStorage.join(claim.storageKey, 'media'));
        this.settle(tx, cp, CpStatus.Failed, result.issues);
      }
      settled = cp;
    });
    if (settled) await this.announce(settled);
    // Deleted while its media were being stored (the delete removed the folder before they landed),
    // or failed by another run of the same job while this one was still storing them.
    if (outcome === 'deleted') await this.storage.remove(claim.storageKey);
    else if (outcome === 'failedByAnother') await this.storage.remove(FileStorage.join(claim.storageKey, 'media'));
  }

  private settle(em: EntityManager, cp: ContentPackage, status: CpStatus, log: PackageIssue[]): void {
    cp.statusId = status;
    cp.processLog = log;
    cp.warningCount = countWarnings(log, status);
    const by = cp.uploadedBy ?? null;
    em.create(CpAudit, { contentPackage: cp, ...byline(by), cpStatus: status });
    this.audit.record(by, status === CpStatus.Failed ? 'cp-import-failed' : 'cp-imported', 'content-package', cp.id, {
      detail: { findings: log.filter((i) => !isSummaryCode(i.code)).length },
    });
  }

  /** Once the outcome has committed: the uploader hears how it went, reviewers that a package waits. */
  private async announce(cp: ContentPackage): Promise<void> {
    countImportOutcome(cp.statusId === CpStatus.Failed ? 'failed' : 'awaiting_review');
    const facts = { id: cp.id, description: cp.testDescription, fileName: cp.fileName, uploaderId: cp.uploadedBy?.id ?? null };
    const log = cp.processLog ?? [];
    if (cp.statusId === CpStatus.Failed) {
      await this.notifications.importFailed(facts, log);
      return;
    }
    const warnings = warningsOf(log, cp.statusId);
    await this.notifications.importSucceeded(
      facts,
      log.filter((i) => isSummaryCode(i.code)),
      warnings,
    );
    await this.notifications.packageEvent('awaitingReview', facts, {});
  }
}
