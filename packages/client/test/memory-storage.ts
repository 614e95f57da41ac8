/** A localStorage in memory for the unit tests (Node has none): installed fresh by `useMemoryStorage()`. */
class MemoryStorage {
  private readonly m = new Map<string, string>();
  get length(): number {
    return this.m.size;
  }
  key(i: number): string | null {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.m.set(k, v);
  }
  removeItem(k: string): void {
    this.m.delete(k);
  }
}

export function useMemoryStorage(): void {
  (globalThis as unknown as { localStorage: unknown }).localStorage = new MemoryStorage();
}
