/** Bounds a package must stay within; the defaults are the format page's. */
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
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: Limits = {
  maxCompressedBytes: 100 * MiB,
  maxExpandedBytes: 500 * MiB,
  maxEntries: 10_000,
  maxRatio: 100,
  ratioMinBytes: 64 * 1024,
};
