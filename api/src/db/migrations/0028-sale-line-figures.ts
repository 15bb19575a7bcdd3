import { type Kysely, type SqlBool, sql } from 'kysely';
import {
  creditedLineFigures,
  type LedgerLine,
  type LineVat,
  partOf,
  splitLinesByBand,
  type TaxBand,
} from '../../money.ts';

/**
 * Every sale line keeps its ledger figures (issue 49, design.md §2b): an order's and an
 * invoice's lines their net, VAT and cost at the moment of sale (the item's weighted-average
 * cost then, times the quantity; a typed line 0); a credit note's lines the band and the part
 * of the invoice line's net, VAT and cost they take back; every stock movement the item's
 * average cost per unit after it, so stock at cost as at any date is read from the ledger.
 * Reports add these up instead of working them again.
 *
 * Lines made before 0028 are filled in here. Net and VAT are the document's own figures
 * shared over its lines by the rule new lines follow (money.ts `splitLinesByBand`),
 * and where a document's stored totals differ from that rule (documents made under an older
 * one) the difference goes on its largest line, so the lines add up to the document to the
 * cent. Cost is an approximation for those documents: the cost price price_history recorded
 * as at the line's date (the last change on or before it, else the first change's old cost
 * after it), else the item's cost price today; 0 for an item since deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was
type AnyDb = Kysely<any>;

const cents = (value: unknown): number => Number(value ?? 0);

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['order_items', 'invoice_items', 'credit_note_items']) {
    for (const column of ['net_cents', 'vat_cents', 'cost_cents']) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    }
  }
  await db.schema
    .alterTable('credit_note_items')
    .addColumn('tax_band', 'text', (c) =>
      c.notNull().defaultTo('B').check(sql`tax_band in ('A', 'B', 'C', 'D', 'E')`),
    )
    .execute();
  await db.schema
    .alterTable('stock_movements')
    .addColumn('average_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  const costAt = await costHistory(db);
  await fillSaleLines(db, costAt, {
    documents: 'orders',
    lines: 'order_items',
    key: 'order_id',
    amount: 'total_cents',
  });
  await fillSaleLines(db, costAt, {
    documents: 'invoices',
    lines: 'invoice_items',
    key: 'invoice_id',
    amount: 'amount_cents',
  });
  await fillCreditNoteLines(db);
  // Movements are many: one statement, by the same rule as `costHistory`.
  await sql`
    update stock_movements set average_cost_cents = coalesce(
      (select h.new_cost_price_cents from price_history h
        where h.inventory_id = stock_movements.inventory_id
          and h.created_at <= stock_movements.occurred_at
        order by h.id desc limit 1),
      (select h.old_cost_price_cents from price_history h
        where h.inventory_id = stock_movements.inventory_id
          and h.created_at > stock_movements.occurred_at
        order by h.id limit 1),
      (select i.cost_price_cents from inventory_items i where i.id = stock_movements.inventory_id),
      0)`.execute(db);
}

/** The item's cost price per unit as at `at`, as well as price_history and the item tell. */
async function costHistory(db: AnyDb) {
  const items = new Map(
    (await db.selectFrom('inventory_items').select(['id', 'cost_price_cents']).execute()).map(
      (row) => [Number(row.id), cents(row.cost_price_cents)],
    ),
  );
  const changes = new Map<number, { at: string; old: number; next: number }[]>();
  const history = await db
    .selectFrom('price_history')
    .select(['inventory_id', 'created_at', 'old_cost_price_cents', 'new_cost_price_cents'])
    .orderBy('id')
    .execute();
  for (const row of history) {
    const list = changes.get(Number(row.inventory_id)) ?? [];
    list.push({
      at: String(row.created_at),
      old: cents(row.old_cost_price_cents),
      next: cents(row.new_cost_price_cents),
    });
    changes.set(Number(row.inventory_id), list);
  }
  return (inventoryId: number | null, at: string): number => {
    if (inventoryId === null || !items.has(Number(inventoryId))) return 0;
    const list = changes.get(Number(inventoryId)) ?? [];
    const before = list.filter((change) => change.at <= at).at(-1);
    if (before) return before.next;
    const after = list.find((change) => change.at > at);
    return after ? after.old : items.get(Number(inventoryId))!;
  };
}

/** Adds the stored totals' difference from the lines onto the largest line. */
function fitToDocument(
  figures: LineVat[],
  gross: readonly number[],
  document: { subtotal: number; vat: number },
): LineVat[] {
  if (figures.length === 0) return figures;
  const largest = gross.reduce((best, value, index) => (value > gross[best]! ? index : best), 0);
  const net = figures.reduce((sum, line) => sum + line.net_cents, 0);
  const vat = figures.reduce((sum, line) => sum + line.vat_cents, 0);
  figures[largest] = {
    net_cents: figures[largest]!.net_cents + document.subtotal - net,
    vat_cents: figures[largest]!.vat_cents + document.vat - vat,
  };
  return figures;
}

async function fillSaleLines(
  db: AnyDb,
  costAt: (inventoryId: number | null, at: string) => number,
  tables: { documents: string; lines: string; key: string; amount: string },
): Promise<void> {
  // An invoice of an order was sold, and costed, when its order was made.
  const documents =
    tables.documents === 'invoices'
      ? await db
          .selectFrom('invoices as d')
          .leftJoin('orders as o', (join) =>
            join.on(sql<SqlBool>`o.id = coalesce(d.order_id, d.voided_order_id)`),
          )
          .select([
            'd.id',
            'd.vat_rate_bp',
            'd.subtotal_cents',
            'd.vat_cents',
            sql<string>`coalesce(o.created_at, d.created_at)`.as('created_at'),
          ])
          .execute()
      : await db
          .selectFrom(tables.documents)
          .select(['id', 'vat_rate_bp', 'subtotal_cents', 'vat_cents', 'created_at'])
          .execute();
  const lines = await db
    .selectFrom(tables.lines)
    .select([
      'id',
      `${tables.key} as document_id`,
      'inventory_id',
      'quantity_milli',
      `${tables.amount} as amount_cents`,
      'tax_band',
    ])
    .orderBy('id')
    .execute();
  const byDocument = Map.groupBy(lines, (line) => Number(line.document_id));
  for (const document of documents) {
    const own = byDocument.get(Number(document.id)) ?? [];
    const gross = own.map((line) => cents(line.amount_cents));
    const figures = fitToDocument(
      splitLinesByBand(
        own.map((line, index) => ({ amount_cents: gross[index]!, band: line.tax_band as TaxBand })),
        Number(document.vat_rate_bp),
      ),
      gross,
      { subtotal: cents(document.subtotal_cents), vat: cents(document.vat_cents) },
    );
    for (const [index, line] of own.entries()) {
      const unitCost = costAt(line.inventory_id, String(document.created_at));
      await db
        .updateTable(tables.lines)
        .set({
          ...figures[index],
          // A quantity in thousandths at the unit cost, half up: http/quantity.ts `lineAmountCents`.
          cost_cents: partOf(unitCost, Number(line.quantity_milli), 1000),
        })
        .where('id', '=', line.id)
        .execute();
    }
  }
}

/**
 * Credit note lines, oldest first: each takes its part of its invoice line's figures as a new
 * credit would (money.ts `creditedLineFigures`), then the note's stored totals are fitted.
 */
async function fillCreditNoteLines(db: AnyDb): Promise<void> {
  const notes = await db
    .selectFrom('credit_notes')
    .select(['id', 'vat_rate_bp', 'subtotal_cents', 'vat_cents'])
    .orderBy('id')
    .execute();
  const lines = await db
    .selectFrom('credit_note_items as ci')
    .innerJoin('invoice_items as ii', 'ii.id', 'ci.invoice_item_id')
    .select([
      'ci.id',
      'ci.credit_note_id',
      'ci.invoice_item_id',
      'ci.quantity_milli',
      'ci.amount_cents',
      'ii.quantity_milli as line_quantity_milli',
      'ii.amount_cents as line_amount_cents',
      'ii.net_cents as line_net_cents',
      'ii.vat_cents as line_vat_cents',
      'ii.cost_cents as line_cost_cents',
      'ii.tax_band',
    ])
    .orderBy('ci.id')
    .execute();
  const byNote = Map.groupBy(lines, (line) => Number(line.credit_note_id));
  const creditedSoFar = new Map<number, LedgerLine>();
  for (const note of notes) {
    const own = byNote.get(Number(note.id)) ?? [];
    const figures = own.map((line) =>
      creditedLineFigures(
        {
          quantity_milli: cents(line.line_quantity_milli),
          amount_cents: cents(line.line_amount_cents),
          net_cents: cents(line.line_net_cents),
          vat_cents: cents(line.line_vat_cents),
          cost_cents: cents(line.line_cost_cents),
          tax_band: line.tax_band as TaxBand,
        },
        creditedSoFar.get(Number(line.invoice_item_id)),
        { quantity_milli: cents(line.quantity_milli), amount_cents: cents(line.amount_cents) },
        Number(note.vat_rate_bp),
      ),
    );
    const fitted = fitToDocument(
      figures.map(({ net_cents, vat_cents }) => ({ net_cents, vat_cents })),
      own.map((line) => cents(line.amount_cents)),
      { subtotal: cents(note.subtotal_cents), vat: cents(note.vat_cents) },
    );
    for (const [index, line] of own.entries()) {
      const part = { ...fitted[index]!, cost_cents: figures[index]!.cost_cents };
      const before = creditedSoFar.get(Number(line.invoice_item_id));
      creditedSoFar.set(Number(line.invoice_item_id), {
        quantity_milli: (before?.quantity_milli ?? 0) + cents(line.quantity_milli),
        amount_cents: (before?.amount_cents ?? 0) + cents(line.amount_cents),
        net_cents: (before?.net_cents ?? 0) + part.net_cents,
        vat_cents: (before?.vat_cents ?? 0) + part.vat_cents,
        cost_cents: (before?.cost_cents ?? 0) + part.cost_cents,
      });
      await db
        .updateTable('credit_note_items')
        .set({ ...part, tax_band: line.tax_band })
        .where('id', '=', line.id)
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('average_cost_cents').execute();
  await db.schema.alterTable('credit_note_items').dropColumn('tax_band').execute();
  for (const table of ['order_items', 'invoice_items', 'credit_note_items']) {
    for (const column of ['net_cents', 'vat_cents', 'cost_cents']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
