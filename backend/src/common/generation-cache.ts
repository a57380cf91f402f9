/**
 * Answers read from a table, kept per process under the table's generation when they were read
 * (TableGeneration): one still standing means no statement has changed the table since, so the
 * answer is exact. The generation must be read before the answer, so an answer is never kept
 * under a generation newer than the data it shows. The least recently used go first.
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
