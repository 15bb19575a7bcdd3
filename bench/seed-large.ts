import { type Insertable, sql } from 'kysely';
import type { Db } from '../api/src/db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../api/src/db/schema.ts';
import { splitLinesByBand } from '../api/src/money.ts';
import { defaultPayingMethod, METHODS_WITH_REFERENCE } from '../api/src/sales/payment.schema.ts';
import { documentTotals } from '../api/src/sales/sales-document.ts';

/**
 * A large shop written straight into the database in bulk: the REST API would take hours to
 * create 100,000 orders one by one, and the benchmark measures reading them, not writing.
 * Rows are shaped as the API would write them (cents, basis points, numbers, statuses), and
 * a fixed random seed makes every run the same data.
 */

export interface LargeShop {
  orders: number;
  items: number;
  customers: number;
  /** Invoices for the first this many orders (none when omitted), sharing their payments. */
  invoices?: number;
  /** Suppliers (none when omitted), each item supplied by one of them in turn. */
  suppliers?: number;
}

// 2,000 rows × at most 11 columns stays under SQLite's 32,766 and PostgreSQL's 65,535
// parameters per statement.
const BATCH = 2_000;
const VAT_BP = 1_600;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

const FAMILIES = [
  'Cement 50kg',
  'Iron Sheet Gauge 30',
  'Iron Sheet Gauge 28',
  'Deformed Bar Y12',
  'Wire Nails (kg)',
  'Emulsion Paint 4L',
  'PVC Pipe 2"',
  'Twin Cable 2.5mm²',
  'Padlock',
  'Binding Wire',
];
const METHODS = ['cash', 'mpesa', 'cheque', 'bank_transfer', 'credit'] as const;

/** mulberry32: small, fast and good enough to spread test data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertInBatches<Row>(
  total: number,
  row: (index: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows: Row[] = [];
    for (let index = start; index < Math.min(total, start + BATCH); index += 1) {
      rows.push(row(index));
    }
    await insert(rows);
  }
}

type SeededTable = 'suppliers' | 'customers' | 'inventory_items' | 'orders' | 'invoices';

/** The highest id in `table` (0 when empty): rows the shop had before seeding stay below it. */
async function lastId(db: Db, table: SeededTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last ?? 0);
}

/**
 * The ids just given to a table's new rows (those after id `before`), checked to be one
 * unbroken run.
 */
async function idRange(db: Db, table: SeededTable, expected: number, before = 0): Promise<number> {
  const range = await db
    .selectFrom(table)
    .where('id', '>', before)
    .select((eb) => [
      eb.fn.min<number>('id').as('first'),
      eb.fn.max<number>('id').as('last'),
      eb.fn.countAll<number>().as('count'),
    ])
    .executeTakeFirstOrThrow();
  const first = Number(range.first);
  if (Number(range.count) !== expected || Number(range.last) - first + 1 !== expected) {
    throw new Error(`${table} must be empty before seeding (found ids ${first}..${range.last})`);
  }
  return first;
}

/**
 * Fills an empty, migrated database with `size` customers, suppliers, items and orders (1 to 3
 * lines each) and invoices, created by user `userId`, dated over the last two years up to `now`. Answers the
 * number of order lines written.
 */
export async function seedLargeShop(
  db: Db,
  size: LargeShop,
  userId: number,
  now: Date = new Date(),
): Promise<{ orderItems: number }> {
  const next = random(20_241_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const stamp = now.toISOString();

  return db.transaction().execute(async (trx) => {
    // Signing up gives the shop its walk-in customer; the seeded ones come after it.
    const customersBefore = await lastId(trx, 'customers');
    await insertInBatches(
      size.customers,
      (index) => ({
        name: `Customer ${index + 1}`,
        contact: `07${String(10_000_000 + index).slice(-8)}`,
        address: index % 4 === 0 ? null : `Plot ${index + 1}, Nairobi`,
        created_at: stamp,
      }),
      (rows) => trx.insertInto('customers').values(rows).execute(),
    );
    const firstCustomer = await idRange(trx, 'customers', size.customers, customersBefore);

    // Drawn without the random source, so shops without suppliers keep exactly their data.
    const suppliers = size.suppliers ?? 0;
    await insertInBatches(
      suppliers,
      (index) => ({
        name: `Supplier ${index + 1}`,
        contact: `07${String(20_000_000 + index).slice(-8)}`,
        address: `Godown ${index + 1}, Industrial Area`,
        created_at: stamp,
      }),
      (rows) => trx.insertInto('suppliers').values(rows).execute(),
    );
    const firstSupplier = suppliers > 0 ? await idRange(trx, 'suppliers', suppliers) : 0;

    const unitPrices: number[] = [];
    await insertInBatches(
      size.items,
      (index) => {
        const unit = 50_00 + Math.floor(next() * 10_000) * 100;
        unitPrices.push(unit);
        return {
          name: `${FAMILIES[index % FAMILIES.length]} #${index + 1}`,
          quantity_milli: Math.floor(next() * 500) * 1000,
          unit_price_cents: unit,
          cost_price_cents: Math.floor(unit * 0.82),
          supplier_id: suppliers > 0 ? firstSupplier + (index % suppliers) : null,
          created_at: stamp,
          updated_at: stamp,
        };
      },
      (rows) => trx.insertInto('inventory_items').values(rows).execute(),
    );
    const firstItem = await idRange(trx, 'inventory_items', size.items);
    // Each item's quantity as its opening movement at its cost, so the stock ledger adds up
    // (0010) and values it (0028).
    await sql`
      insert into stock_movements (inventory_id, occurred_at, kind, quantity_change_milli, quantity_after_milli, average_cost_cents)
      select id, created_at, 'opening', quantity_milli, quantity_milli, cost_price_cents from inventory_items
      where id >= ${firstItem}`.execute(trx);

    // Lines are drawn first so each order's totals follow from its own lines.
    const lines: Omit<Insertable<OrderItemsTable>, 'order_id'>[][] = [];
    const orders: Insertable<OrdersTable>[] = [];
    const oldest = now.getTime() - HISTORY_DAYS * DAY_MS;
    for (let index = 0; index < size.orders; index += 1) {
      const shelfLines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const item = Math.floor(next() * size.items);
        const quantity = 1 + Math.floor(next() * 20);
        const unit = unitPrices[item]!;
        return {
          inventory_id: firstItem + item,
          item_name: `${FAMILIES[item % FAMILIES.length]} #${item + 1}`,
          quantity_milli: quantity * 1000,
          unit_price_cents: unit,
          total_cents: unit * quantity,
          // The cost price the items are seeded with.
          cost_cents: Math.floor(unit * 0.82) * quantity,
        };
      });
      const lineVat = splitLinesByBand(
        shelfLines.map((line) => ({ amount_cents: line.total_cents, band: 'B' })),
        VAT_BP,
      );
      const orderLines = shelfLines.map((line, index) => ({ ...line, ...lineVat[index]! }));
      lines.push(orderLines);
      const {
        subtotal_cents: subtotal,
        vat_cents: vat,
        total_cents: total,
      } = documentTotals(
        orderLines.map((line) => ({ amount_cents: line.total_cents, band: 'B' })),
        VAT_BP,
      );
      const roll = next();
      const status = roll < 0.55 ? 'paid' : roll < 0.8 ? 'pending' : 'partially_paid';
      orders.push({
        order_number: `ORD-${String(index + 1).padStart(6, '0')}`,
        customer_id: firstCustomer + Math.floor(next() * size.customers),
        subtotal_cents: subtotal,
        vat_rate_bp: VAT_BP,
        vat_cents: vat,
        total_cents: total,
        payment_method: pick(METHODS),
        status,
        paid_cents: status === 'paid' ? total : status === 'pending' ? 0 : Math.floor(total / 2),
        created_by: userId,
        // Numbers follow time, as the gapless counter makes them.
        created_at: new Date(
          oldest + ((index + next()) / size.orders) * HISTORY_DAYS * DAY_MS,
        ).toISOString(),
      });
    }
    await insertInBatches(
      size.orders,
      (index) => orders[index]!,
      (rows) => trx.insertInto('orders').values(rows).execute(),
    );
    const firstOrder = await idRange(trx, 'orders', size.orders);
    // What each order has paid is one ledger entry of its sale (an invoice made from it shares it).
    // A credit sale is paid in cash, as the API records it; M-Pesa, cheques and transfers carry
    // their reference, as the API requires.
    const payments = orders.flatMap((order, index) => {
      const method = defaultPayingMethod(order.payment_method);
      return Number(order.paid_cents) > 0
        ? [
            {
              order_id: firstOrder + index,
              invoice_id: null,
              kind: 'payment' as const,
              amount_cents: Number(order.paid_cents),
              paid_at: String(order.created_at),
              method,
              reference: METHODS_WITH_REFERENCE.includes(method)
                ? `REF${String(index + 1).padStart(7, '0')}`
                : null,
              note: null,
              reverses_payment_id: null,
              recorded_by: userId,
              recorded_at: String(order.created_at),
            },
          ]
        : [];
    });
    await insertInBatches(
      payments.length,
      (index) => payments[index]!,
      (rows) => trx.insertInto('payments').values(rows).execute(),
    );
    // Each M-Pesa payment counts under its code (0024), as the API records it: every code once.
    await sql`insert into mpesa_code_uses (payment_id, code, shared)
      select id, reference, 0 from payments
      where method = 'mpesa' and kind = 'payment' and reference is not null
        and id not in (select payment_id from mpesa_code_uses)`.execute(trx);

    const allLines = lines.flatMap((orderLines, index) =>
      orderLines.map((line) => ({ ...line, order_id: firstOrder + index })),
    );
    await insertInBatches(
      allLines.length,
      (index) => allLines[index]!,
      (rows) => trx.insertInto('order_items').values(rows).execute(),
    );
    await trx
      .updateTable('counters')
      .set({ value: size.orders })
      .where('name', '=', 'order')
      .execute();

    // Each invoiced order's invoice: same customer, lines, totals and payments, due 7 days on.
    const invoiceCount = Math.min(size.invoices ?? 0, size.orders);
    if (invoiceCount > 0) {
      await insertInBatches(
        invoiceCount,
        (index) => {
          const order = orders[index]!;
          const created = String(order.created_at);
          return {
            invoice_number: `INV-${String(index + 1).padStart(6, '0')}`,
            order_id: firstOrder + index,
            customer_id: order.customer_id,
            subtotal_cents: order.subtotal_cents,
            vat_rate_bp: order.vat_rate_bp,
            vat_cents: order.vat_cents,
            total_cents: order.total_cents,
            paid_cents: order.paid_cents,
            created_at: created,
            due_date: new Date(Date.parse(created) + 7 * DAY_MS).toISOString().slice(0, 10),
            created_by: userId,
          };
        },
        (rows) => trx.insertInto('invoices').values(rows).execute(),
      );
      const firstInvoice = await idRange(trx, 'invoices', invoiceCount);
      const invoiceLines = lines.slice(0, invoiceCount).flatMap((orderLines, index) =>
        orderLines.map((line) => ({
          invoice_id: firstInvoice + index,
          inventory_id: line.inventory_id,
          description: line.item_name,
          quantity_milli: line.quantity_milli,
          unit_price_cents: line.unit_price_cents,
          amount_cents: line.total_cents,
          net_cents: line.net_cents,
          vat_cents: line.vat_cents,
          cost_cents: line.cost_cents,
        })),
      );
      await insertInBatches(
        invoiceLines.length,
        (index) => invoiceLines[index]!,
        (rows) => trx.insertInto('invoice_items').values(rows).execute(),
      );
      await trx
        .updateTable('counters')
        .set({ value: invoiceCount })
        .where('name', '=', 'invoice')
        .execute();
    }
    return { orderItems: allLines.length };
  });
}
