/**
 * What one process read from the database, trusted for `ttlMs` (the rush's hints: a full squad, a
 * competition's fair-opening switch). Calls at the same time share one read; a value older than
 * `ttlMs` is read again. Only for hints that save work: what the database decides stands.
 */
export class FreshReads<K, V> {
  private readonly known = new Map<K, { value: V; readAt: number }>();
  private readonly reading = new Map<K, Promise<V>>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly ttlMs: number,
    /** keys kept at most: past it the memory starts afresh */
    private readonly maxKeys = 10_000,
  ) {}

  get(key: K): Promise<V> {
    const known = this.known.get(key);
    if (known && Date.now() - known.readAt < this.ttlMs) return Promise.resolve(known.value);
    let pending = this.reading.get(key);
    if (!pending) {
      const readAt = Date.now();
      pending = this.load(key)
        .then((value) => {
          if (this.known.size >= this.maxKeys) this.known.clear();
          this.known.set(key, { value, readAt });
          return value;
        })
        .finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return pending;
  }

  /** The value last read, however old; undefined when none is kept. */
  peek(key: K): V | undefined {
    return this.known.get(key)?.value;
  }

  /** The next `get` reads again. */
  forget(key: K): void {
    this.known.delete(key);
  }
}
