import { type Kysely, sql } from 'kysely';

/**
 * An M-Pesa code is money once across the whole ledger (issue 46).
 *
 * - `payments.split` (0 or 1): the payment says it is one part of one M-Pesa payment split
 *   across sales; such parts may share their code. Every payment from before says no.
 * - `mpesa_code_uses`: one row per M-Pesa payment that still counts (kind `payment`, not
 *   reversed), under its code as M-Pesa writes it (capitals, no spaces). A reversal deletes its
 *   row, so a code recorded on the wrong sale can be recorded again on the right one; the
 *   payment itself and its reversal stay in the ledger, unchanged. A row is `shared` when its
 *   payment is a split part or money M-Pesa reported and placed by itself (bounded by the
 *   receipt's amount, not by this table).
 * - A unique index over the codes of rows not shared: of two tills recording one code at the same
 *   moment, the database lets one in, whatever the code's lock did. A partial index over the
 *   shared rows finds the codes that can be used more than once (the Payments screen's review)
 *   without reading every use.
 *
 * Existing data: every M-Pesa payment still counting gets its row, its reference normalised as
 * the API now writes it (older rows were kept as typed, `sl47abcde9`). A code already used more
 * than once cannot be undone here (the money was taken, the sales are paid): its earliest use
 * holds the code and the later ones are kept as shared, so the unique index builds on any
 * database and the review lists them for the owner to look at.
 *
 * `payments_by_reference` (0020) looked codes up by the raw reference; the uses' index on `code`
 * does that now, under the normalised code, so it goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

/**
 * The reference without spaces (a no-break space pasted from a message too), tabs or line
 * breaks, in capitals, as M-Pesa writes codes and as the API's `mpesaCode` keeps them.
 */
const normalisedReference = sql`upper(replace(replace(replace(replace(replace(p.reference, ' ', ''), ${'\u00a0'}, ''), ${'\t'}, ''), ${'\n'}, ''), ${'\r'}, ''))`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('split', 'integer', (c) => c.notNull().defaultTo(0).check(sql`split in (0, 1)`))
    .execute();
  await db.schema
    .createTable('mpesa_code_uses')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().references('payments.id'))
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code <> ''`))
    .addColumn('shared', 'integer', (c) => c.notNull().check(sql`shared in (0, 1)`))
    .execute();
  await sql`insert into mpesa_code_uses (payment_id, code, shared)
    select p.id, ${normalisedReference}, 1 from payments p
    where p.kind = 'payment' and p.method = 'mpesa' and p.reference is not null
      and ${normalisedReference} <> ''
      and not exists (select 1 from payments r where r.reverses_payment_id = p.id)`.execute(db);
  await sql`update mpesa_code_uses set shared = 0
    where payment_id in (select min(payment_id) from mpesa_code_uses group by code)`.execute(db);
  await db.schema
    .createIndex('mpesa_code_uses_code')
    .on('mpesa_code_uses')
    .column('code')
    .execute();
  await db.schema
    .createIndex('mpesa_code_uses_once')
    .on('mpesa_code_uses')
    .column('code')
    .unique()
    .where(sql.ref('shared'), '=', 0)
    .execute();
  await db.schema
    .createIndex('mpesa_code_uses_shared')
    .on('mpesa_code_uses')
    .columns(['code', 'payment_id'])
    .where(sql.ref('shared'), '=', 1)
    .execute();
  await db.schema.dropIndex('payments_by_reference').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('payments_by_reference')
    .on('payments')
    .columns(['reference', 'method'])
    .execute();
  await db.schema.dropTable('mpesa_code_uses').execute();
  await db.schema.alterTable('payments').dropColumn('split').execute();
}
