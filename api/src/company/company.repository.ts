import type { Insertable } from 'kysely';
import { type Db, isPostgres } from '../db/database.ts';
import type { ShopSettingsTable } from '../db/schema.ts';

/** The one row of `shop_settings` (0014). */
const ROW_ID = 1;

export type ShopSettingsValues = Omit<
  Insertable<ShopSettingsTable>,
  'id' | 'created_at' | 'updated_at' | 'updated_by'
>;

export function companyRepository(db: Db) {
  return {
    /** The shop's details with who last saved them; undefined until the row is written. */
    find: (options: { lock?: boolean } = {}) =>
      db
        .selectFrom('shop_settings as s')
        .leftJoin('users as u', 'u.id', 's.updated_by')
        .selectAll('s')
        .select('u.email as updated_by_email')
        // Whether M-Pesa is set up, which every staff member may know (its keys are elsewhere).
        .select((eb) => eb.selectFrom('mpesa_settings').select('mode').limit(1).as('mpesa_mode'))
        .where('s.id', '=', ROW_ID)
        // Only the settings row: the user it names is read, not changed.
        .$if(Boolean(options.lock) && isPostgres(db), (q) => q.forUpdate('s'))
        .executeTakeFirst(),

    /**
     * Writes the first values unless the row exists: whoever else got there first (another
     * request, another process) keeps theirs, and nothing that was saved is ever overwritten.
     */
    seed: async (values: ShopSettingsValues, at: string): Promise<void> => {
      await db
        .insertInto('shop_settings')
        .values({ ...values, id: ROW_ID, created_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    update: async (values: ShopSettingsValues, at: string, userId: number): Promise<void> => {
      await db
        .updateTable('shop_settings')
        .set({ ...values, updated_at: at, updated_by: userId })
        .where('id', '=', ROW_ID)
        .execute();
    },
  };
}

export type ShopSettingsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof companyRepository>['find']>>
>;
