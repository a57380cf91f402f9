import type { ZipFiles } from './zip-files';

/** A map keyed by path costs ~35 bytes an entry and is copied whole as it grows; a typed array costs a few bytes, once. */

/** A set of the zip's files: a path the zip does not hold is never in it. */
export class EntrySet {
  private readonly marks: Uint8Array;

  constructor(private readonly files: ZipFiles) {
    this.marks = new Uint8Array(files.size);
  }

  add(path: string): void {
    const n = this.files.numberOf(path);
    if (n !== undefined) this.marks[n] = 1;
  }

  has(path: string): boolean {
    const n = this.files.numberOf(path);
    return n !== undefined && this.marks[n] === 1;
  }
}

/** A string for some of the zip's files (an identifier): one list of them, in the order they came. */
export class EntryStrings {
  /** per entry, 1 + its string's place in `values`; 0 for none */
  private readonly places: Int32Array;
  private readonly values: string[] = [];

  constructor(private readonly files: ZipFiles) {
    this.places = new Int32Array(files.size);
  }

  set(path: string, value: string): void {
    const n = this.files.numberOf(path);
    if (n === undefined) return;
    if (this.places[n]) this.values[this.places[n] - 1] = value;
    else this.places[n] = this.values.push(value);
  }

  get(path: string): string | undefined {
    const n = this.files.numberOf(path);
    return n === undefined || !this.places[n] ? undefined : this.values[this.places[n] - 1];
  }
}

/** FNV-1a of a string's UTF-16 code units. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One list of strings and an open-addressed table of their places: a map beside a table held every string twice. */
export class UniqueEntryStrings {
  private readonly places: Int32Array;
  private readonly values: string[] = [];
  /** per string, in `values` order: its file's entry number */
  private readonly owners: Int32Array;
  /** 1 + a place in `values`, by the string's hash; 0 for a free slot */
  private readonly slots: Int32Array;

  constructor(private readonly files: ZipFiles) {
    this.places = new Int32Array(files.size);
    this.owners = new Int32Array(files.size);
    let size = 8;
    while (size < files.size * 2) size *= 2;
    this.slots = new Int32Array(size);
  }

  /** The slot of `value`, or of the free slot where it goes. */
  private slotOf(value: string): number {
    const mask = this.slots.length - 1;
    let slot = hashOf(value) & mask;
    while (this.slots[slot] && this.values[this.slots[slot] - 1] !== value) slot = (slot + 1) & mask;
    return slot;
  }

  /** Gives a file its string; a string some other file had is then that file's. */
  set(path: string, value: string): void {
    const n = this.files.numberOf(path);
    if (n === undefined || this.places[n]) return;
    const place = this.values.push(value);
    this.places[n] = place;
    this.owners[place - 1] = n;
    this.slots[this.slotOf(value)] = place;
  }

  get(path: string): string | undefined {
    const n = this.files.numberOf(path);
    return n === undefined || !this.places[n] ? undefined : this.values[this.places[n] - 1];
  }

  /** The file whose string `value` is. */
  ownerOf(value: string): string | undefined {
    const place = this.slots[this.slotOf(value)];
    return place ? this.files.pathAt(this.owners[place - 1]) : undefined;
  }
}

/**
 * Some of the zip's files in an order of their own, each with a small value (a QTI version): the
 * order in which each was first added, its last value kept, as a map keeps them.
 */
export class EntryList<T> {
  /** per entry, 1 + its value's place in `kinds`; 0 for an entry not listed */
  private readonly values: Uint8Array;
  private order: Int32Array;
  private length = 0;
  private readonly kinds: T[] = [];

  constructor(private readonly files: ZipFiles) {
    this.values = new Uint8Array(files.size);
    this.order = new Int32Array(Math.min(files.size, 1024));
  }

  /** A path the zip does not hold is left out: nothing could be read of it. */
  set(path: string, value: T): void {
    const n = this.files.numberOf(path);
    if (n === undefined) return;
    let kind = this.kinds.indexOf(value);
    if (kind < 0) {
      // a byte per entry: a handful of kinds is all any caller has
      if (this.kinds.length === 255) throw new Error('too many kinds of entry');
      kind = this.kinds.push(value) - 1;
    }
    if (!this.values[n]) {
      if (this.length === this.order.length) {
        const more = new Int32Array(Math.min(this.files.size, this.order.length * 2));
        more.set(this.order);
        this.order = more;
      }
      this.order[this.length++] = n;
    }
    this.values[n] = kind + 1;
  }

  has(path: string): boolean {
    const n = this.files.numberOf(path);
    return n !== undefined && this.values[n] > 0;
  }

  /** Each entry listed, in its order, with its path and value. */
  *[Symbol.iterator](): IterableIterator<[string, T]> {
    for (let i = 0; i < this.length; i++) {
      const n = this.order[i];
      yield [this.files.pathAt(n), this.kinds[this.values[n] - 1]];
    }
  }
}
