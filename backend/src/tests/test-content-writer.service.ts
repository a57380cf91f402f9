import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ContentPackage } from '../content-packages/content-package.entity';
import { insertRows } from '../database/insert-rows';
import { makeIssue } from '../qti/issues';
import type { HeldPackage, HeldTest, PackageIssue, SectionModel } from '../qti/types';
import { ItemDetail } from './item-detail.entity';
import { StimulusDetail } from './stimulus-detail.entity';
import { StrandDetail } from './strand-detail.entity';
import { TestDetail } from './test-detail.entity';

/** Rows per insert statement: few round trips, and a statement of well under a few MiB. */
const ROWS_PER_INSERT = 200;

/** The tests' tables are filled here only: the import job hands over what it read. */
@Injectable()
export class TestContentWriter {
  /**
   * Writes a row per test of the package, then each test's strands, items and passages as plain
   * rows, a chunk at a time, so memory holds one chunk of parsed items however big the package
   * (managed entities would each keep a snapshot of their JSON until the commit). `signal` ends a
   * write past the import's deadline between chunks; the caller's transaction then rolls it all back.
   * Answers the process log's account of what was created.
   */
  async write(em: EntityManager, cp: ContentPackage, pkg: HeldPackage, signal?: AbortSignal): Promise<PackageIssue[]> {
    const written: TestWritten[] = [];
    for (const test of pkg.tests) written.push(await writeTest(em, cp, pkg, test, signal));
    return summary(cp.fileName, pkg, written);
  }
}

interface TestWritten {
  title: string;
  alias: string;
  sections: number;
  items: number;
  /** items per strand, in the order the strands first appear */
  strands: Map<string, number>;
}

function countSections(sections: SectionModel[]): number {
  return sections.reduce((n, s) => n + 1 + countSections(s.children.flatMap((c) => (c.kind === 'section' ? [c.section] : []))), 0);
}

/** The process log's account of what the import created: the package, then each test and strand. */
function summary(file: string, pkg: HeldPackage, written: TestWritten[]): PackageIssue[] {
  const total = (key: 'sections' | 'items') => written.reduce((n, w) => n + w[key], 0);
  return [
    makeIssue(file, 'import.created.package', { tests: written.length, sections: total('sections'), items: total('items'), passages: pkg.stimuli.length, media: pkg.media.length }),
    ...written.flatMap((w) => [
      makeIssue(file, 'import.created.test', { title: w.title, alias: w.alias, sections: w.sections, items: w.items }),
      ...[...w.strands].map(([strand, items]) => makeIssue(file, 'import.created.strand', { title: w.title, strand, items })),
    ]),
  ];
}

async function writeTest(em: EntityManager, cp: ContentPackage, pkg: HeldPackage, held: HeldTest, signal?: AbortSignal): Promise<TestWritten> {
  const { test } = held;
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
  const perStrand = new Map<string, number>();
  let rows: Partial<Record<keyof ItemDetail, unknown>>[] = [];
  let position = 0;
  for (const item of held.takeItems()) {
    let strand = strands.get(item.strandName);
    if (strand === undefined) {
      // one row at a time: the embedded driver loses the ids a multi-row insert returns
      strand = (await em.insert(StrandDetail, { testDetail: detail.id, strandName: item.strandName, position: strands.size })) as number;
      strands.set(item.strandName, strand);
    }
    perStrand.set(item.strandName, (perStrand.get(item.strandName) ?? 0) + 1);
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
      signal?.throwIfAborted();
      await insertRows(em, ItemDetail, rows);
      rows = [];
    }
  }
  await insertRows(em, ItemDetail, rows);
  for (let start = 0; start < pkg.stimuli.length; start += ROWS_PER_INSERT) {
    signal?.throwIfAborted();
    const chunk = pkg.stimuli.slice(start, start + ROWS_PER_INSERT);
    await insertRows(em, StimulusDetail, chunk.map((st) => ({ testDetail: detail.id, identifier: st.identifier, title: st.title, body: st.body })));
  }
  return { title: test.title, alias: test.identifier, sections: test.parts.reduce((n, p) => n + countSections(p.sections), 0), items: position, strands: perStrand };
}
