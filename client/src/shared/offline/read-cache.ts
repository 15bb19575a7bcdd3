import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { KeptCataloguePageQuery } from './kept-catalogue.generated.ts';

/*
 * The last answer the server gave to each query the app keeps for offline use
 * (offline-read.link.ts says which), in IndexedDB so that it outlives a reload and a closed
 * tab. Apollo's in-memory cache stays the one the screens read: these answers only go back
 * into it, through the link, when the server cannot be reached.
 */

/** One kept answer: the query's data as the server sent it, and when. */
export type KeptAnswer = {
  /** What the answer answers: the operation, its query's text and its variables. */
  key: string;
  operationName: string;
  data: Record<string, unknown>;
  /** Epoch milliseconds of the answer's arrival. */
  savedAt: number;
};

/** One item of the catalogue kept for the counter offline, as the server last sent it. */
export type KeptCatalogueItem = KeptCataloguePageQuery['inventoryPage']['nodes'][number];

/**
 * The whole catalogue as last fetched (kept-catalogue.ts), one record: it is read whole for
 * every search offline, and written whole, so a half-fetched catalogue never replaces a
 * whole one.
 */
export type KeptCatalogue = {
  key: 'items';
  /** In the server's order (by name), as the server's own lists answer. */
  items: KeptCatalogueItem[];
  /** false: the shop has more items than the device keeps (KEPT_CATALOGUE_LIMIT). */
  complete: boolean;
  /** Epoch milliseconds of the fetch's start: nothing in it is older than that. */
  savedAt: number;
};

/**
 * When the kept catalogue was fetched, a record of its own beside it: an app start asks only
 * whether the catalogue is fresh, and reading the whole of it (up to 20,000 items, about 4 MB,
 * turned back into objects on the main thread) to learn its age slowed every screen's first
 * paint.
 */
export type KeptCatalogueStamp = { key: 'items-stamp'; savedAt: number };

interface ReadCacheSchema extends DBSchema {
  answers: { key: string; value: KeptAnswer };
  catalogue: { key: string; value: KeptCatalogue | KeptCatalogueStamp };
}

/** A database of its own, holding these answers and nothing else: clearing it loses nothing. */
export const READ_CACHE_DB = 'ghala-cache';

let opening: Promise<IDBPDatabase<ReadCacheSchema>> | undefined;
const database = () => {
  opening ??= openDB<ReadCacheSchema>(READ_CACHE_DB, 2, {
    // Each version adds its store to what an older device has: kept answers survive the step.
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('answers', { keyPath: 'key' });
      if (oldVersion < 2) db.createObjectStore('catalogue', { keyPath: 'key' });
    },
  });
  // A failed open (a private window that refuses storage) is tried again next time.
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
};

export async function keepAnswer(answer: KeptAnswer): Promise<void> {
  await (await database()).put('answers', answer);
}

export async function readKeptAnswer(key: string): Promise<KeptAnswer | undefined> {
  return (await database()).get('answers', key);
}

/** Keeps the catalogue and its stamp in one transaction: the stamp never dates another. */
export async function keepCatalogue(catalogue: KeptCatalogue): Promise<void> {
  const saving = (await database()).transaction('catalogue', 'readwrite');
  await Promise.all([
    saving.store.put(catalogue),
    saving.store.put({ key: 'items-stamp', savedAt: catalogue.savedAt }),
    saving.done,
  ]);
}

export async function readKeptCatalogue(): Promise<KeptCatalogue | undefined> {
  const kept = await (await database()).get('catalogue', 'items');
  return kept && 'items' in kept ? kept : undefined;
}

/** When the kept catalogue was fetched (epoch ms), without reading it; none kept: undefined. */
export async function keptCatalogueSavedAt(): Promise<number | undefined> {
  const stamp = await (await database()).get('catalogue', 'items-stamp');
  return stamp?.savedAt;
}

/**
 * Forgets every kept answer and the kept catalogue: on signing out, and when the server ends
 * the session, so that the next person on this device never sees the last one's shop offline.
 */
export async function forgetKeptAnswers(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear('answers'), db.clear('catalogue')]);
}
