/** A yauzl entry holds some twenty fields and three buffers (600+ bytes); 50,000 of them stood for the whole import. */
export interface ZipEntryInfo {
  path: string;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
  method: number;
  flags: number;
}

/** Numbers in typed arrays and each path once: an object per entry (3.4 MiB for 50,000 items) stood for the whole import. */
export class ZipFiles {
  private readonly numbers = new Map<string, number>();
  private readonly paths: string[] = [];
  // zip64 offsets and sizes pass 2^32; a double holds them exactly
  private offsets: Float64Array;
  private compressed: Float64Array;
  private uncompressed: Float64Array;
  private methods: Uint16Array;
  private flagBits: Uint16Array;

  /** `capacity`: the entries the zip's end record declares, directories and refused ones too */
  constructor(capacity: number) {
    this.offsets = new Float64Array(capacity);
    this.compressed = new Float64Array(capacity);
    this.uncompressed = new Float64Array(capacity);
    this.methods = new Uint16Array(capacity);
    this.flagBits = new Uint16Array(capacity);
  }

  get size(): number {
    return this.paths.length;
  }

  add(info: ZipEntryInfo): void {
    const n = this.paths.length;
    if (n === this.offsets.length) this.grow(Math.max(16, n * 2));
    this.numbers.set(info.path, n);
    this.paths.push(info.path);
    this.offsets[n] = info.offset;
    this.compressed[n] = info.compressedSize;
    this.uncompressed[n] = info.uncompressedSize;
    this.methods[n] = info.method;
    this.flagBits[n] = info.flags;
  }

  has(path: string): boolean {
    return this.numbers.has(path);
  }

  /** The entry's number in zip order, from 0. */
  numberOf(path: string): number | undefined {
    return this.numbers.get(path);
  }

  /** The path of entry `n`. */
  pathAt(n: number): string {
    return this.paths[n];
  }

  /** The zip's own copy of a path it holds, so that no one else keeps another; any other path as it is. */
  intern(path: string): string {
    const n = this.numbers.get(path);
    return n === undefined ? path : this.paths[n];
  }

  get(path: string): ZipEntryInfo | undefined {
    const n = this.numbers.get(path);
    return n === undefined ? undefined : this.at(n);
  }

  at(n: number): ZipEntryInfo {
    return {
      path: this.paths[n],
      compressedSize: this.compressed[n],
      uncompressedSize: this.uncompressed[n],
      offset: this.offsets[n],
      method: this.methods[n],
      flags: this.flagBits[n],
    };
  }

  keys(): IterableIterator<string> {
    return this.paths[Symbol.iterator]();
  }

  private grow(capacity: number): void {
    const copy = <T extends Float64Array | Uint16Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.offsets = copy(this.offsets, new Float64Array(capacity));
    this.compressed = copy(this.compressed, new Float64Array(capacity));
    this.uncompressed = copy(this.uncompressed, new Float64Array(capacity));
    this.methods = copy(this.methods, new Uint16Array(capacity));
    this.flagBits = copy(this.flagBits, new Uint16Array(capacity));
  }
}
