/**
 * A standing generation means no statement changed the table since, so a kept answer is exact. Read the
 * generation before the answer, so nothing is kept under a generation newer than its data.
 */
export class GenerationCache<T> {
  private readonly kept = new Map<string, { generation: string; value: T }>();

  constructor(private readonly max: number) {}

  /** The answer kept for `key` when it was read at `generation`. */
  get(key: string, generation: string): T | undefined {
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    this.kept.delete(key);
    if (entry.generation !== generation) return undefined;
    this.kept.set(key, entry);
    return entry.value;
  }

  set(key: string, generation: string, value: T): void {
    this.kept.delete(key);
    this.kept.set(key, { generation, value });
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
  }
}
