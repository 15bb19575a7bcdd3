import type { Kysely } from 'kysely';

/**
 * Until issue 46 a shop whose environment gave no COMPANY_* values started with a made-up
 * company's details, copied into its settings row (0014) on the first read: an owner who did not
 * notice printed invoices under that name. Each of those three values is cleared where it is
 * still exactly the made-up one and nobody has saved the details (`updated_at` is null): what a
 * person saved, or an environment gave, stays. The dashboard's checklist then asks for them.
 */
const MADE_UP = {
  name: 'Ghala Hardware & General Supplies Ltd',
  registration_number: 'PVT-GH7Q2K9X',
  email: 'accounts@ghala.co.ke',
} as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const [column, value] of Object.entries(MADE_UP)) {
    await db
      .updateTable('shop_settings')
      .set({ [column]: '' })
      .where(column, '=', value)
      .where('updated_at', 'is', null)
      .execute();
  }
}

/** Nothing to put back: an empty detail is what a new shop has, and the made-up one was wrong. */
export async function down(): Promise<void> {}
