import pg from 'pg';

/** Where a database is: its URL and, on PostgreSQL, the schema when not the default. */
export interface DatabaseTarget {
  url: string;
  schema?: string;
}

/** The file of a SQLite URL (`file:data/ghala.db` → `data/ghala.db`). */
export const sqlitePath = (url: string) => url.slice('file:'.length);

/** A connection to `target` with its schema first on the search path. */
export async function connect(target: DatabaseTarget): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: target.url,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  await client.connect();
  return client;
}
