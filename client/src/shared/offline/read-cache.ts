import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { KeptCataloguePageQuery } from '../../graphql/operations.generated.ts';

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

interface ReadCacheSchema extends DBSchema {
  answers: { key: string; value: KeptAnswer };
  catalogue: { key: string; value: KeptCatalogue };
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

export async function keepCatalogue(catalogue: KeptCatalogue): Promise<void> {
  await (await database()).put('catalogue', catalogue);
}

export async function readKeptCatalogue(): Promise<KeptCatalogue | undefined> {
  return (await database()).get('catalogue', 'items');
}

/**
 * Forgets every kept answer and the kept catalogue: on signing out, and when the server ends
 * the session, so that the next person on this device never sees the last one's shop offline.
 */
export async function forgetKeptAnswers(): Promise<void> {
  const db = await database();
  await Promise.all([db.clear('answers'), db.clear('catalogue')]);
}
