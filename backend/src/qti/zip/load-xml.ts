import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import { decodeXml } from '../xml/decode-xml';
import { MAX_XML_NODES, parseXml, XmlError, type XmlElement } from '../xml/parse-xml';
import { QTI_NAMESPACES, normalizeQti3 } from '../xml/qti-names';
import { readEntryBuffer, ZipLimitError, type ZipEntryInfo, type ZipIndex } from './zip-index';

/**
 * Reads and parses one XML entry; every failure becomes an issue on that file and `undefined`.
 * The size limit is checked again here, on the compressed bytes too, since any file may be read
 * as XML whatever its name (the central directory check knows only names ending in .xml).
 */
/**
 * The nodes a file listing the package's entries may hold (the manifest, a test naming its items):
 * it grows with the entries the zip may have, a few nodes each, and is bounded by that limit.
 */
export const listingNodes = (index: ZipIndex) => Math.max(MAX_XML_NODES, 10 * index.limits.maxEntries);

export async function loadXml(index: ZipIndex, info: ZipEntryInfo, sink: IssueSink, maxNodes = MAX_XML_NODES): Promise<XmlElement | undefined> {
  index.signal?.throwIfAborted();
  const limit = index.limits.maxXmlBytes;
  const size = Math.max(info.uncompressedSize, info.compressedSize);
  if (size > limit) {
    sink.error(info.path, 'zip.xmlTooLarge', { entry: info.path, size, limit });
    return undefined;
  }
  let buffer: Buffer;
  try {
    buffer = await readEntryBuffer(index.zip, info);
  } catch (err) {
    const tooMany = err instanceof ZipLimitError || /too many bytes/i.test((err as Error).message);
    if (tooMany) sink.error(info.path, 'zip.sizeMismatch', { entry: info.path });
    else sink.error(info.path, 'zip.readFailed', { detail: (err as Error).message });
    return undefined;
  }
  try {
    return parseXml(decodeXml(buffer), maxNodes);
  } catch (err) {
    if (!(err instanceof XmlError)) throw err;
    sink.error(info.path, err.code, { detail: err.detail, ...err.params }, err.line);
    return undefined;
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
  if (!raw) return undefined;
  const expected = QTI_NAMESPACES[version];
  if (raw.ns !== expected) {
    sink.error(info.path, 'xml.wrongNamespace', { found: raw.ns, expected, version }, raw.line);
    return undefined;
  }
  const root = version === '3.0' ? normalizeQti3(raw) : raw;
  if (root.name !== rootName) {
    sink.error(info.path, 'xml.wrongRoot', { found: raw.name, expected: rootName }, raw.line);
    return undefined;
  }
  return root;
}
