/** Bounds a package must stay within; the defaults are the format page's, the rest the README's. */
export interface Limits {
  /** size of the zip file itself */
  maxCompressedBytes: number;
  /** sum of the entries' uncompressed sizes */
  maxExpandedBytes: number;
  maxEntries: number;
  /** uncompressed / compressed size of one entry */
  maxRatio: number;
  /** entries smaller than this are not checked for ratio: a tiny file cannot be a bomb */
  ratioMinBytes: number;
  /**
   * expanded size of all entries / size of the zip: many small files, each under `ratioMinBytes`,
   * are a bomb too. Checked once the archive expands past `archiveRatioMinBytes`.
   */
  maxArchiveRatio: number;
  archiveRatioMinBytes: number;
  /** one XML file (manifest, test, item, passage): it is parsed in memory, so this bounds memory */
  maxXmlBytes: number;
  /** one media file: streamed to storage, bounded so one file cannot take the expanded budget */
  maxMediaBytes: number;
  /** an entry name in bytes, and one of its folder or file names: storage must be able to hold it */
  maxPathBytes: number;
  maxNameBytes: number;
  /** folders an entry name may nest */
  maxPathDepth: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: Limits = {
  maxCompressedBytes: 100 * MiB,
  maxExpandedBytes: 500 * MiB,
  maxEntries: 10_000,
  maxRatio: 100,
  ratioMinBytes: 64 * 1024,
  maxArchiveRatio: 100,
  archiveRatioMinBytes: 16 * MiB,
  maxXmlBytes: 16 * MiB,
  maxMediaBytes: 100 * MiB,
  // A file system name holds 255 bytes; storage adds a temporary suffix while a file is written.
  maxPathBytes: 1024,
  maxNameBytes: 200,
  maxPathDepth: 32,
};
