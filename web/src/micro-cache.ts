/**
 * A tiny time-bounded cache of public answers (the association list and details, hit by every
 * visitor): under load most requests are answered from memory instead of a query each. An entry lives
 * `ttlMs` (0: nothing is kept); writes in this process clear it at once, other processes see a change
 * within `ttlMs`.
 */
export class MicroCache<T> {
  readonly #entries = new Map<string, { value: T; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for `ttlMs` and returns it. */
  set(key: string, value: T): T {
    if (this.ttlMs <= 0) return value;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, expires: Date.now() + this.ttlMs });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
