/**
 * A small in-process TTL cache for tenant lookups: every portal request resolves its
 * business, so the lookup must not cost a query each time. Changes of a business's
 * domains or branding call `invalidateTenant`; other app instances see them within the TTL.
 */
type Entry<T> = { value: T; expiresAt: number };

export class TtlCache<T> {
  private entries = new Map<string, Entry<T>>();
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
