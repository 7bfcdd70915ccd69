/**
 * A small in-memory cache of byte buffers, bounded by their total size: least recently used entries
 * go first, entries expire after `ttlMs`, and concurrent loads of one key share a single load (a
 * burst of posts carrying the same image reads it from the store once, not once per post).
 * Buffers handed out are shared between callers: they must be treated as read-only.
 */
export interface ByteCacheOptions {
  /** The most bytes held at once (0 turns the cache off: every get loads). */
  maxBytes: number;
  /** Entries larger than this are handed out but never kept. */
  maxEntryBytes: number;
  /** How long an entry is served before it is loaded again. */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  bytes: Buffer;
  expiresAt: number;
}

export class ByteCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Buffer | null>>();
  private held = 0;
  private readonly now: () => number;

  constructor(private readonly options: ByteCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Bytes currently held. */
  get size(): number {
    return this.held;
  }

  /**
   * The cached bytes of `key`, or the result of `load` (kept when not null and small enough). A
   * load that fails is not kept: every caller waiting for it gets its error, the next get loads again.
   */
  async get(key: string, load: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.now()) {
        // Most recently used last: Map keeps insertion order, so eviction takes from the front.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.bytes;
      }
      this.remove(key);
    }
    if (this.options.maxBytes <= 0) return load();
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load().then(
      (bytes) => {
        this.loading.delete(key);
        if (bytes) this.keep(key, bytes);
        return bytes;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  /** Forgets `key` (its object was deleted or replaced). */
  delete(key: string): void {
    this.remove(key);
  }

  private keep(key: string, bytes: Buffer): void {
    if (bytes.length > this.options.maxEntryBytes || bytes.length > this.options.maxBytes) return;
    this.remove(key);
    while (this.held + bytes.length > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, { bytes, expiresAt: this.now() + this.options.ttlMs });
    this.held += bytes.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes.length;
  }
}
