import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { insertRows, jsonText, setJsonInParts, updateRow } from '../database/insert-rows';
import { jsonPieces } from '../database/json-parts';
import { makeIssue } from '../qti/issues';
import type { PackageEnd, PackageIssue, PackagePlan, PackageWriter, SectionModel, StreamedItem } from '../qti/types';
import { ItemDetail } from './item-detail.entity';
import { StimulusDetail } from './stimulus-detail.entity';
import { StrandDetail } from './strand-detail.entity';
import { TestDetail } from './test-detail.entity';

/**
 * Few enough that a chunk dies within two scavenges (an item's read allocates ~300 KiB of a 16 MiB young
 * generation); a chunk that outlived them reached the old generation and the process grew with the package.
 */
export const ROWS_PER_INSERT = 25;

/** A 50,000-item test's structure is some 8 MiB of JSON; sent whole, it was the largest thing the import held. */
export const STRUCTURE_PART_CHARS = 256 * 1024;
/** Lists longer than this are written to the structure's text an element at a time. */
const LONG_LIST = 100;

/** What the tests' rows take from their package. */
export interface PackageFacts {
  id: number;
  categoryId: number;
  testDescription: string;
  fileName: string;
}

/** How the caller has a package's rows written, a chunk at a time; it throws once the import is no longer its to write. */
export interface ChunkWriter {
  /** writes in a short transaction of their own, which first checks that the import is still the caller's */
  checked<T>(write: (tx: EntityManager) => Promise<T>): Promise<T>;
  /**
   * one statement of rows that name a test written by `checked`, committed on its own: a test
   * discarded meanwhile (by a delete, a failure or a later start) makes it fail on its foreign key
   */
  single(write: (em: EntityManager) => Promise<void>): Promise<void>;
}

/** The tests' tables are filled here only: the import job hands over what it reads. */
@Injectable()
export class TestContentWriter {
  /** What it writes stays until the caller settles or discards the package; `signal` stops a write past the deadline. */
  open(chunk: ChunkWriter, cp: PackageFacts, signal?: AbortSignal, structurePartChars = STRUCTURE_PART_CHARS): PackageContentWriter {
    return new PackageContentWriter(chunk, cp, signal, structurePartChars);
  }

  /**
   * Removes the tests of a package, with their strands, items and passages (the foreign keys
   * cascade): what an import that stopped between its write and its outcome left behind.
   */
  async discard(em: EntityManager, cpId: number): Promise<void> {
    await em.nativeDelete(TestDetail, { contentPackageId: cpId });
  }
}

interface TestWritten {
  id: number;
  title: string;
  alias: string;
  strands: Map<string, number>;
  /** items per strand, in the order the strands first appear */
  items: Map<string, number>;
  sections: number;
}

/** A copy of its own of a string that may be a slice of an item's whole XML text, which it would keep. */
const own = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

function countSections(sections: SectionModel[]): number {
  return sections.reduce((n, s) => n + 1 + countSections(s.children.flatMap((c) => (c.kind === 'section' ? [c.section] : []))), 0);
}

/**
 * Items go as plain rows a chunk at a time, then are let go: managed entities would each keep a snapshot of
 * their JSON until the commit. See "Imports streamed in chunks" in docs/performance.md.
 */
export class PackageContentWriter implements PackageWriter {
  private readonly tests: TestWritten[] = [];
  private rows: Partial<Record<keyof ItemDetail, unknown>>[] = [];
  private counts = { stimuli: 0, media: 0 };
  private qtiVersion = '';
  /** item rows inserted so far */
  rowsWritten = 0;
  /** the chunk being inserted while the reader reads the next: at most one */
  private inserting: Promise<void> = Promise.resolve();

  constructor(
    private readonly chunk: ChunkWriter,
    private readonly cp: PackageFacts,
    private readonly signal?: AbortSignal,
    private readonly structurePartChars = STRUCTURE_PART_CHARS,
  ) {}

  /** Item rows waiting for their insert: never more than one chunk. */
  get pending(): number {
    return this.rows.length;
  }

  async begin({ qtiVersion, tests }: PackagePlan): Promise<void> {
    this.qtiVersion = qtiVersion;
    // the tests and their strands in one chunk: a test without its strands is never committed
    const written = await this.chunk.checked(async (em) => {
      const rows: TestWritten[] = [];
      for (const { test, strands } of tests) {
        this.signal?.throwIfAborted();
        // the structure names items by their uins, known once they are all read: set at the end
        const id = (await em.insert(TestDetail, {
          contentPackageId: this.cp.id,
          category: this.cp.categoryId,
          testAlias: test.identifier,
          testName: test.title,
          testDescription: test.description ?? this.cp.testDescription,
          parentTestAlias: test.parentTestAlias ?? null,
          branchingProfileName: test.branchingProfileName,
          operationalTestLength: test.operationalTestLength,
          qtiVersion,
          structure: { parts: [], outcomes: [], outcomeProcessing: [] },
          media: [],
        })) as number;
        const row: TestWritten = { id, title: test.title, alias: test.identifier, strands: new Map(), items: new Map(), sections: 0 };
        for (const strandName of strands) {
          // one row at a time: the embedded driver loses the ids a multi-row insert returns
          row.strands.set(strandName, (await em.insert(StrandDetail, { testDetail: id, strandName, position: row.strands.size })) as number);
          row.items.set(strandName, 0);
        }
        rows.push(row);
      }
      return rows;
    });
    this.tests.push(...written);
  }

  async item({ model, placements }: StreamedItem): Promise<void> {
    // serialized now: the chunk holds strings, not the item's objects, until its insert
    const [interactionTypes, delivery, scoring] = [jsonText(model.interactionTypes), jsonText(model.delivery), jsonText(model.scoring)];
    for (const { test, position, strandName, calculator } of placements) {
      const written = this.tests[test];
      written.items.set(strandName, written.items.get(strandName)! + 1);
      this.rows.push({
        testDetail: written.id,
        strand: written.strands.get(strandName),
        uin: own(model.uin),
        title: own(model.title),
        calculator,
        position,
        file: own(model.file),
        interactionTypes,
        delivery,
        scoring,
      });
    }
    if (this.rows.length >= ROWS_PER_INSERT) await this.flush();
  }

  async end({ tests, stimuli, media }: PackageEnd): Promise<void> {
    await this.flush();
    await this.inserting;
    for (const [i, test] of tests.entries()) {
      const written = this.tests[i];
      written.sections = test.parts.reduce((n, p) => n + countSections(p.sections), 0);
      const structure = { parts: test.parts, outcomes: test.outcomes, outcomeProcessing: test.outcomeProcessing };
      await this.chunk.checked(async (em) => {
        await setJsonInParts(em, TestDetail, written.id, 'structure', jsonPieces(structure, LONG_LIST), this.structurePartChars);
        await updateRow(em, TestDetail, written.id, { media });
      });
      for (let start = 0; start < stimuli.length; start += ROWS_PER_INSERT) {
        this.signal?.throwIfAborted();
        const chunk = stimuli.slice(start, start + ROWS_PER_INSERT);
        await this.chunk.checked((em) =>
          insertRows(
            em,
            StimulusDetail,
            chunk.map((st) => ({ testDetail: written.id, identifier: st.identifier, title: st.title, body: st.body })),
          ),
        );
      }
    }
    this.counts = { stimuli: stimuli.length, media: media.length };
  }

  /** Resolves once no chunk is being written, however the last one ended. */
  settled(): Promise<void> {
    return this.inserting.then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Hands the chunk to its insert and returns once the chunk before it is written: the database
   * works on one chunk while the reader parses the next, and no more than two are ever held.
   */
  private async flush(): Promise<void> {
    this.signal?.throwIfAborted();
    await this.inserting;
    const rows = this.rows;
    this.rows = [];
    const insert = this.chunk.single((em) => insertRows(em, ItemDetail, rows)).then(() => void (this.rowsWritten += rows.length));
    // a failure is told at the next flush or at the end; until then it is not left unhandled
    insert.catch(() => undefined);
    this.inserting = insert;
  }

  /** The package row names its tests; the first one's alias is the package's in the history table. */
  names(): { testName: string; testAlias: string; qtiVersion: string } {
    return {
      testName: this.tests
        .map((t) => t.title)
        .join(' · ')
        .slice(0, 300),
      testAlias: this.tests[0]?.alias ?? '',
      qtiVersion: this.qtiVersion,
    };
  }

  /** The process log's account of what the import created: the package, then each test and strand. */
  summary(): PackageIssue[] {
    const file = this.cp.fileName;
    const itemsOf = (w: TestWritten) => [...w.items.values()].reduce((a, b) => a + b, 0);
    const total = (count: (w: TestWritten) => number) => this.tests.reduce((n, w) => n + count(w), 0);
    return [
      makeIssue(file, 'import.created.package', {
        tests: this.tests.length,
        sections: total((w) => w.sections),
        items: total(itemsOf),
        passages: this.counts.stimuli,
        media: this.counts.media,
      }),
      ...this.tests.flatMap((w) => [
        makeIssue(file, 'import.created.test', { title: w.title, alias: w.alias, sections: w.sections, items: itemsOf(w) }),
        ...[...w.items].map(([strand, items]) => makeIssue(file, 'import.created.strand', { title: w.title, strand, items })),
      ]),
    ];
  }
}
