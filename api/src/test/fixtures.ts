import type { Db } from '../db/database.ts';
import { fromMilli, lineAmountCents, toMilli } from '../http/quantity.ts';
import type { TaxBand } from '../money.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { stockLedger } from '../stock/stock-ledger.ts';

/**
 * Test data written straight into the database, so sales tests do not depend on the
 * customers and inventory endpoints. Prices are integer cents, as stored.
 */
const now = () => new Date().toISOString();

export async function insertCustomer(
  db: Db,
  customer: { name?: string; contact?: string; address?: string | null } = {},
): Promise<{ id: number; name: string; contact: string; address: string | null }> {
  return db
    .insertInto('customers')
    .values({
      name: customer.name ?? 'Wanjiku Hardware',
      contact: customer.contact ?? '+254 712 345 678',
      address: customer.address === undefined ? 'Kenyatta Avenue, Nakuru' : customer.address,
      created_at: now(),
    })
    .returning(['id', 'name', 'contact', 'address'])
    .executeTakeFirstOrThrow();
}

export async function insertSupplier(db: Db, name = 'Bamburi Cement Ltd'): Promise<number> {
  const { id } = await db
    .insertInto('suppliers')
    .values({ name, contact: '+254 722 000 111', address: null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertItem(
  db: Db,
  item: {
    name?: string;
    quantity?: number;
    unitPriceCents?: number;
    costPriceCents?: number;
    supplierId?: number | null;
    /** pcs unless given; a unit other than pcs sells in fractions. */
    unit?: string;
    /** KRA's tax band, B (standard-rated) unless given. */
    taxBand?: TaxBand;
    /** KRA's item class: none unless given; eTIMS signs no item without one. */
    kraItemClassCode?: string;
  } = {},
): Promise<{
  id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
  tax_band: TaxBand;
}> {
  const quantityMilli = toMilli(item.quantity ?? 100);
  const row = await db
    .insertInto('inventory_items')
    .values({
      name: item.name ?? 'Simba Cement 50kg',
      quantity_milli: quantityMilli,
      unit: item.unit ?? 'pcs',
      sells_in_fractions: item.unit && item.unit !== 'pcs' ? 1 : 0,
      unit_price_cents: item.unitPriceCents ?? 780_00,
      cost_price_cents: item.costPriceCents ?? 690_00,
      supplier_id: item.supplierId ?? null,
      tax_band: item.taxBand ?? 'B',
      kra_item_class_code: item.kraItemClassCode ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .returning(['id', 'name', 'unit_price_cents', 'tax_band'])
    .executeTakeFirstOrThrow();
  // Its opening movement, as the API writes one, so the stock ledger adds up here too.
  await stockLedger(db).record(
    { inventoryId: row.id, changeMilli: quantityMilli, kind: 'opening' },
    quantityMilli,
    { userId: null, at: now() },
  );
  return { ...row, quantity: fromMilli(quantityMilli) };
}

/** The item's quantity in units, as the API answers it (2.5 for 2.5 kg). */
export async function stockOf(db: Db, inventoryId: number): Promise<number> {
  const { quantity_milli } = await db
    .selectFrom('inventory_items')
    .select('quantity_milli')
    .where('id', '=', inventoryId)
    .executeTakeFirstOrThrow();
  return fromMilli(quantity_milli);
}

/** Row counts of the sales tables, to show that a rejected request wrote nothing. */
export async function salesRowCounts(db: Db) {
  const count = async (
    table: 'orders' | 'order_items' | 'invoices' | 'invoice_items' | 'payments',
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const counters = await db.selectFrom('counters').select(['name', 'value']).execute();
  return {
    orders: await count('orders'),
    orderItems: await count('order_items'),
    invoices: await count('invoices'),
    invoiceItems: await count('invoice_items'),
    payments: await count('payments'),
    counters: Object.fromEntries(counters.map((c) => [c.name, Number(c.value)])),
  };
}

/** An item as a sale prices it: its shelf price, and its tax band (B when not said). */
type BandedItem = { unit_price_cents: number; tax_band?: TaxBand };

const bandedAmount = (line: { item: BandedItem; quantity: number }) => ({
  amount_cents: lineAmountCents(toMilli(line.quantity), line.item.unit_price_cents),
  band: line.item.tax_band ?? 'B',
});

/**
 * A POST /api/v1/orders body for these lines, with the totals a client would show (the VAT
 * rule of money.ts: shelf prices include 16 % VAT).
 */
export function orderRequest(
  customerId: number,
  lines: { item: BandedItem & { id: number }; quantity: number }[],
  options: { vatRate?: number; paymentMethod?: string } = {},
) {
  const vatRate = options.vatRate ?? 0.16;
  const totals = documentTotals(lines.map(bandedAmount), Math.round(vatRate * 10_000));
  return {
    customer_id: customerId,
    items: lines.map((l) => ({
      id: l.item.id,
      quantity: l.quantity,
      unit_price: l.item.unit_price_cents / 100,
    })),
    payment_method: options.paymentMethod ?? 'mpesa',
    subtotal: totals.subtotal_cents / 100,
    vat_rate: vatRate,
    vat_amount: totals.vat_cents / 100,
    total_amount: totals.total_cents / 100,
  };
}

/**
 * A POST /api/v1/invoices body for a manual invoice of these inventory lines at their shelf
 * prices, with the totals a client would show.
 */
export function manualInvoiceRequest(
  customerId: number,
  lines: { item: BandedItem & { id: number; name: string }; quantity: number }[],
  options: { vatRate?: number } = {},
) {
  const vatRate = options.vatRate ?? 0.16;
  const totals = documentTotals(lines.map(bandedAmount), Math.round(vatRate * 10_000));
  return {
    customer_id: customerId,
    order_id: null,
    items: lines.map((l) => ({
      id: l.item.id,
      description: l.item.name,
      quantity: l.quantity,
      unit_price: l.item.unit_price_cents / 100,
    })),
    created_at: null,
    vat_rate: vatRate,
    vat_amount: totals.vat_cents / 100,
    total: totals.total_cents / 100,
  };
}
