/**
 * A tiny time-bounded cache of serialized public answers (the association list, hit by every visitor):
 * under load most requests are answered from memory instead of two queries each. An entry lives
 * `ttlMs`; writes in this process clear it at once, other processes see a change within `ttlMs`.
 */
export class MicroCache {
  readonly #entries = new Map<string, { body: string; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.body;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, body: string): void {
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { body, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}
