import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import type { Readable } from 'node:stream';
import { decodeXml, XmlTextDecoder } from '../xml/decode-xml';
import { MAX_XML_NODES, parseXml, XmlError, XmlTreeParser, type TreeHooks, type XmlElement } from '../xml/parse-xml';
import { QTI_NAMESPACES, normalizeQti3 } from '../xml/qti-names';
import { openEntryStream, readEntryBuffer, ZipLimitError, type ZipEntryInfo, type ZipIndex } from './zip-index';

/**
 * The nodes a file listing the package's entries may hold (the manifest, a test naming its items):
 * it grows with the entries the zip may have, a few nodes each, and is bounded by that limit.
 */
export const listingNodes = (index: ZipIndex) => Math.max(MAX_XML_NODES, 10 * index.limits.maxEntries);

function withinLimit(index: ZipIndex, info: ZipEntryInfo, sink: IssueSink): boolean {
  index.signal?.throwIfAborted();
  const limit = index.limits.maxXmlBytes;
  const size = Math.max(info.uncompressedSize, info.compressedSize);
  if (size <= limit) return true;
  sink.error(info.path, 'zip.xmlTooLarge', { entry: info.path, size, limit });
  return false;
}

function readFailed(info: ZipEntryInfo, err: Error, sink: IssueSink): undefined {
  const tooMany = err instanceof ZipLimitError || /too many bytes/i.test(err.message);
  if (tooMany) sink.error(info.path, 'zip.sizeMismatch', { entry: info.path });
  else sink.error(info.path, 'zip.readFailed', { detail: err.message });
  return undefined;
}

function xmlFailed(info: ZipEntryInfo, err: unknown, sink: IssueSink): undefined {
  if (!(err instanceof XmlError)) throw err;
  sink.error(info.path, err.code, { detail: err.detail, ...err.params }, err.line);
  return undefined;
}

// The size limit is checked again, on compressed bytes too: any file may be read as XML whatever its name.
export async function loadXml(index: ZipIndex, info: ZipEntryInfo, sink: IssueSink, maxNodes = MAX_XML_NODES): Promise<XmlElement | undefined> {
  if (!withinLimit(index, info, sink)) return undefined;
  let buffer: Buffer;
  try {
    buffer = await readEntryBuffer(index.zip, info);
  } catch (err) {
    return readFailed(info, err as Error, sink);
  }
  try {
    return parseXml(decodeXml(buffer), maxNodes);
  } catch (err) {
    return xmlFailed(info, err, sink);
  }
}

/** For the files listing the package's entries, which never stand whole as bytes, text or tree. */
export async function streamXml(index: ZipIndex, info: ZipEntryInfo, sink: IssueSink, maxNodes: number, hooks: TreeHooks): Promise<XmlElement | undefined> {
  if (!withinLimit(index, info, sink)) return undefined;
  const parser = new XmlTreeParser(maxNodes, hooks);
  const decoder = new XmlTextDecoder();
  let stream: Readable | undefined;
  try {
    stream = await openEntryStream(index.zip, info);
    for await (const chunk of stream) {
      const text = decoder.write(chunk as Buffer);
      if (text) parser.write(text);
    }
  } catch (err) {
    stream?.destroy();
    return err instanceof XmlError ? xmlFailed(info, err, sink) : readFailed(info, err as Error, sink);
  }
  try {
    const rest = decoder.end();
    if (rest) parser.write(rest);
    return parser.close();
  } catch (err) {
    return xmlFailed(info, err, sink);
  }
}

/**
 * Loads a QTI file whose version the manifest declares: its root must be in that version's
 * namespace and have the expected name (3.0 names normalized to the 2.x ones first).
 */
export async function loadQti(
  index: ZipIndex,
  info: ZipEntryInfo,
  version: QtiVersion,
  rootName: string,
  sink: IssueSink,
  maxNodes = MAX_XML_NODES,
): Promise<XmlElement | undefined> {
  const raw = await loadXml(index, info, sink, maxNodes);
  return raw ? checkQtiRoot(raw, info.path, version, rootName, sink) : undefined;
}

/** The root of a QTI file held to the namespace of its declared version and the expected name (3.0 names normalized). */
export function checkQtiRoot(raw: XmlElement, path: string, version: QtiVersion, rootName: string, sink: IssueSink): XmlElement | undefined {
  const expected = QTI_NAMESPACES[version];
  if (raw.ns !== expected) {
    sink.error(path, 'xml.wrongNamespace', { found: raw.ns, expected, version }, raw.line);
    return undefined;
  }
  const root = version === '3.0' ? normalizeQti3(raw) : raw;
  if (root.name !== rootName) {
    sink.error(path, 'xml.wrongRoot', { found: raw.name, expected: rootName }, raw.line);
    return undefined;
  }
  return root;
}

/** The version of a shared passage's root (2.2 or 3.0, whose namespaces have one), whatever the manifest declared. */
export function stimulusVersion(root: Pick<XmlElement, 'name' | 'ns'>): QtiVersion | undefined {
  if (root.ns === QTI_NAMESPACES['2.2'] && root.name === 'assessmentStimulus') return '2.2';
  if (root.ns === QTI_NAMESPACES['3.0'] && (root.name === 'qti-assessment-stimulus' || root.name === 'assessmentStimulus')) return '3.0';
  return undefined;
}
