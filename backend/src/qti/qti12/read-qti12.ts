import type { IssueSink } from '../issues';
import type { ManifestResource } from '../manifest';
import type { ItemPlacement, MediaFile, PackageWriter, StreamResult, TestModel } from '../types';
import { readItem } from '../item';
import { childElements, findAll, firstChild, textOf, type XmlElement } from '../xml/parse-xml';
import { loadXml } from '../zip/load-xml';
import { contentTypeOf, type PackagePaths } from '../zip/entry-path';
import type { ZipIndex } from '../zip/zip-index';
import { assessmentTest, bankAsTest, type Qti12Library, type Qti12Test } from './assessment';
import { convertItem } from './convert-item';
import { itemFields } from './metadata';
import { dryRunItem, dryRunTest } from '../dry-run';

/** What the manifest says of a package's QTI 1.2 content: the files to read, the title a bank takes. */
export interface Qti12Sources {
  /** QTI 1.2 files in manifest order; Canvas's full quizzes (`.qti`) win over the cartridge's copies */
  files: { path: string; preferred: boolean; resource: string; line: number }[];
  /** the cartridge's other resources (pages, links, discussions), each skipped with a note unless an item uses its files */
  others: ManifestResource[];
  title: string;
}

/** Resource types that hold QTI 1.2: plain, Common Cartridge assessments and banks, Blackboard's. */
export function isQti12Type(type: string): boolean {
  return /^imsqti_xmlv1p2(\/imscc_xmlv1p\d\/(assessment|question-bank))?$/.test(type) || /^assessment\/x-bb-qti-(test|pool)$/.test(type);
}

/** Canvas keeps the quiz with every question type beside the cartridge's: a `.qti` file of its own resource. */
export function isCanvasQuizFile(path: string): boolean {
  return path.endsWith('.xml.qti') || path.endsWith('.qti');
}

export function qti12Sources(resources: ManifestResource[], title: string): Qti12Sources | undefined {
  const files: Qti12Sources['files'] = [];
  const seen = new Set<string>();
  for (const r of resources) {
    const own = isQti12Type(r.type);
    for (const path of [r.href, ...r.files].filter((f): f is string => !!f)) {
      const quiz = isCanvasQuizFile(path);
      if (seen.has(path) || !(quiz || (own && /\.(xml|dat)$/i.test(path)))) continue;
      seen.add(path);
      files.push({ path, preferred: quiz, resource: r.identifier, line: r.line });
    }
  }
  // Canvas's full quizzes first, so that their items and quizzes are the ones kept
  files.sort((a, b) => Number(b.preferred) - Number(a.preferred));
  const others = resources.filter((r) => !isQti12Type(r.type) && !r.type.startsWith('associatedcontent/'));
  return files.length ? { files, others, title } : undefined;
}

/**
 * Reads a package of QTI 1.2 (a Canvas, Blackboard, D2L or Moodle export, or a cartridge): each
 * item becomes a QTI 2.2 item read by the same reader as any, each quiz and unused bank a test.
 */
export async function readQti12(
  index: ZipIndex,
  sources: Qti12Sources,
  files: PackagePaths,
  sink: IssueSink,
  writer?: PackageWriter,
): Promise<StreamResult & { itemsRead: number }> {
  const library: Qti12Library = { items: new Map(), sections: new Map(), banks: new Map(), weights: new Map() };
  const assessments: { el: XmlElement; file: string }[] = [];
  const loose: { el: XmlElement; file: string }[] = [];
  for (const source of sources.files) {
    const info = index.files.get(source.path);
    if (!info) continue;
    const root = await loadXml(index, info, sink);
    if (!root) continue;
    if (root.name !== 'questestinterop') {
      sink.error(info.path, 'qti12.wrongRoot', { found: root.name }, root.line);
      continue;
    }
    collect(root, info.path, library, sink);
    for (const a of childElements(root, 'assessment')) {
      const other = assessments.find((known) => known.el.attrs.ident === a.attrs.ident);
      if (other) sink.warn(info.path, 'qti12.fullerCopy', { assessment: a.attrs.ident ?? '', other: other.file }, a.line);
      else assessments.push({ el: a, file: info.path });
    }
    for (const i of childElements(root, 'item')) loose.push({ el: i, file: info.path });
  }
  if (sink.hasErrors) return { ok: false, issues: [...sink.errors, ...sink.warnings], itemsRead: 0 };

  const tests: Qti12Test[] = assessments.map((a) => assessmentTest(a.el, a.file, library, sink));
  const drawn = new Set(tests.flatMap((t) => t.placed.map((p) => p.ident)));
  for (const [ident, bank] of library.banks) {
    // a bank whose every item a quiz delivers is only their pool; one holding others is a test of its own
    const items = findAll(bank.el, (e) => e.name === 'item');
    if (items.some((i) => !drawn.has(i.attrs.ident ?? ''))) tests.push(bankAsTest(bank.el, bankTitle(bank.el, ident), bank.file, library, sink));
  }
  if (!tests.length && loose.length) {
    const holder: XmlElement = { name: 'objectbank', ns: '', attrs: { ident: sources.title }, children: loose.map((l) => l.el), line: loose[0].el.line };
    tests.push(bankAsTest(holder, sources.title, loose[0].file, library, sink));
  }
  if (!tests.length) sink.error(sources.files[0].path, 'qti12.noItems', {}, 1);
  for (const t of tests) if (!sink.hasErrors) dryRunTest(t.model, t.file, 1, sink);
  if (sink.hasErrors) return { ok: false, issues: [...sink.errors, ...sink.warnings], itemsRead: 0 };

  // one item per uin: a copy weighed by a question group's points is an item of its own
  const placements = new Map<string, { ident: string; points?: number; placed: ItemPlacement[] }>();
  tests.forEach((t, test) =>
    t.placed.forEach(({ ident, uin, strand, points }, position) => {
      const known = placements.get(uin) ?? { ident, points, placed: [] };
      known.placed.push({ test, position, strandName: strand, calculator: 0 });
      placements.set(uin, known);
    }),
  );
  let writing = !!writer;
  if (writer) await writer.begin({ qtiVersion: '1.2', tests: tests.map((t) => ({ test: t.model, strands: [...new Set(t.placed.map((p) => p.strand))] })) });
  const media = new Set<string>();
  let itemsRead = 0;
  for (const [uin, { ident, points, placed }] of placements) {
    const { el, file } = library.items.get(ident)!;
    const tree = convertItem(el, uin, { file, files, sink }, { points });
    const errors = sink.errors.length;
    const { model } = readItem(tree, file, files, sink);
    if (sink.errors.length === errors) dryRunItem(model, el.line, sink);
    const fields = itemFields(el);
    const kind = fields.get('question_type') ?? fields.get('bbmd_questiontype') ?? fields.get('qmd_questiontype') ?? fields.get('cc_profile') ?? 'QTI 1.2';
    sink.note(file, 'qti12.converted', { item: uin, kind, became: model.interactionTypes.join(', ') || 'text only' }, el.line);
    itemsRead++;
    model.media.forEach((m) => media.add(m));
    writing &&= !sink.hasErrors;
    if (writing) await writer!.item({ model, placements: placed });
  }
  if (sink.hasErrors) return { ok: false, issues: [...sink.errors, ...sink.warnings], itemsRead };
  for (const r of sources.others) {
    if (r.kind === 'media' && [r.href, ...r.files].some((f) => f && media.has(f))) continue;
    sink.warn('imsmanifest.xml', 'cartridge.skippedResource', { resource: r.identifier, type: r.type }, r.line);
  }
  const stored: MediaFile[] = [...media]
    .filter((p) => index.files.has(p))
    .map((path) => ({ path, size: index.files.get(path)!.uncompressedSize, contentType: contentTypeOf(path) }));
  const final: TestModel[] = tests.map((t) => t.model);
  await writer?.end({ tests: final, stimuli: [], media: stored });
  return { ok: true, media: stored, warnings: sink.warnings, itemsRead };
}

/** Items, sections and banks by ident, wherever they sit in a file; the first of an ident wins. */
function collect(root: XmlElement, file: string, library: Qti12Library, sink: IssueSink): void {
  let unnamed = 0;
  const walk = (el: XmlElement): void => {
    for (const child of childElements(el)) {
      // Blackboard names an item only in its metadata, and a quiz not at all
      if ((child.name === 'item' || child.name === 'assessment') && !child.attrs.ident) child.attrs.ident = ownIdent(child, file, ++unnamed);
      const ident = child.attrs.ident;
      const table =
        child.name === 'item' ? library.items : child.name === 'section' ? library.sections : child.name === 'objectbank' ? library.banks : undefined;
      if (table && ident) {
        const known = table.get(ident);
        if (!known) table.set(ident, { el: child, file });
        else if (child.name === 'item' && known.file === file) sink.error(file, 'qti12.duplicateItem', { item: ident, line: known.el.line }, child.line);
      }
      if (child.name !== 'item') walk(child);
    }
  };
  walk(root);
}

function ownIdent(el: XmlElement, file: string, n: number): string {
  if (el.name === 'assessment' && el.attrs.title?.trim()) return el.attrs.title.trim().replace(/[^\p{L}\p{N}_.-]+/gu, '-');
  const meta = firstChild(el, 'itemmetadata');
  const id = meta ? firstChild(meta, 'bbmd_asi_object_id') : undefined;
  const written = id ? textOf(id).trim() : '';
  return written || `${file.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_.-]+/gu, '-')}-${n}`;
}

function bankTitle(bank: XmlElement, ident: string): string {
  const meta = childElements(bank, 'qtimetadata')
    .flatMap((m) => childElements(m, 'qtimetadatafield'))
    .find((f) => childElements(f, 'fieldlabel')[0]?.children.join('').trim() === 'bank_title');
  const entry = meta ? childElements(meta, 'fieldentry')[0] : undefined;
  return (entry?.children.filter((c): c is string => typeof c === 'string').join('') ?? '').trim() || bank.attrs.title || ident;
}
