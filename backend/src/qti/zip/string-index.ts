/** FNV-1a of a string's UTF-16 code units. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Finds a string among those a list holds, by its place in that list. A map from string to place
 * costs some 35 bytes an entry and, past a few thousand entries, a table in the large-object space
 * copied whole each time it doubles; this is an open-addressed table of places, four bytes a slot
 * and at most half full, which hashes the string asked for (a path or an identifier, a few dozen
 * characters) on each look-up.
 */
export class StringIndex {
  /** 1 + a place, by the hash of the string there; 0 for a free slot */
  private slots: Int32Array;
  private count = 0;

  /** `valueAt`: the string at a place of the list */
  constructor(
    private readonly valueAt: (place: number) => string,
    capacity: number,
  ) {
    this.slots = new Int32Array(StringIndex.sizeFor(capacity));
  }

  private static sizeFor(count: number): number {
    let size = 8;
    while (size < count * 2) size *= 2;
    return size;
  }

  /** The slot that holds `value`, or the free slot where it goes. */
  private slotOf(value: string): number {
    const mask = this.slots.length - 1;
    let slot = hashOf(value) & mask;
    for (let held = this.slots[slot]; held && this.valueAt(held - 1) !== value; held = this.slots[slot]) slot = (slot + 1) & mask;
    return slot;
  }

  /** The place of `value` in the list, or -1. */
  find(value: string): number {
    return this.slots[this.slotOf(value)] - 1;
  }

  /** Finds `value` at `place` from now on, in place of any other place that held it. */
  set(value: string, place: number): void {
    const slot = this.slotOf(value);
    if (!this.slots[slot] && ++this.count * 2 > this.slots.length) {
      this.rehash(StringIndex.sizeFor(this.count));
      this.slots[this.slotOf(value)] = place + 1;
      return;
    }
    this.slots[slot] = place + 1;
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size);
    for (const held of old) if (held) this.slots[this.slotOf(this.valueAt(held - 1))] = held;
  }
}
