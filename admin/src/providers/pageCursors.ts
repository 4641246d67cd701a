import type { QueryDocumentSnapshot } from 'firebase/firestore';

/**
 * Firestore has no cheap offset: page N starts after the last document of page N-1. We remember that last
 * document per query so that walking forward or back through a list costs one page of reads each time. The
 * cache is dropped for a collection whenever it is written, since an insert or delete shifts every page.
 */
export class PageCursors {
  private readonly byQuery = new Map<string, Map<number, QueryDocumentSnapshot>>();

  static key(collection: string, ...parts: unknown[]): string {
    return `${collection}\u0000${JSON.stringify(parts)}`;
  }

  /** The last document of `page`, when that page has been read. */
  get(key: string, page: number): QueryDocumentSnapshot | undefined {
    return this.byQuery.get(key)?.get(page);
  }

  set(key: string, page: number, last: QueryDocumentSnapshot): void {
    const pages = this.byQuery.get(key) ?? new Map<number, QueryDocumentSnapshot>();
    pages.set(page, last);
    this.byQuery.set(key, pages);
  }

  /** The highest page before `page` whose end we know (0 means the start of the query). */
  nearestBefore(key: string, page: number): number {
    const pages = this.byQuery.get(key);
    for (let p = page - 1; p > 0; p -= 1) if (pages?.has(p)) return p;
    return 0;
  }

  forget(collection: string): void {
    for (const key of this.byQuery.keys())
      if (key.startsWith(`${collection}\u0000`)) this.byQuery.delete(key);
  }
}
