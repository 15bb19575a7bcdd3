import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { splitLinesByBand } from '../money.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { takeStock } from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import type { Invoice, InvoiceInput } from './invoice.schema.ts';
import { creationTime, type IssueInvoice, TOTALS_CHANGED } from './issue-invoice.ts';

/**
 * POST /invoices without an order: a manual invoice of the lines given, priced as sent (a
 * cashier's at the shop's prices), its totals checked against the client's, inside the
 * caller's transaction `trx`.
 */
export function createManualInvoice(clock: Clock, timeZone: string, issue: IssueInvoice) {
  return async (
    trx: Db,
    input: InvoiceInput & { customer_id: number },
    user: AuthUser,
  ): Promise<Invoice> => {
    const repo = invoiceRepository(trx);
    const customerId = input.customer_id;
    if (!(await saleCustomerRepository(trx).holdForSale(customerId))) {
      throw badField('customer_id', 'no such customer');
    }
    const inventoryIds = input.items.flatMap((item) => (item.id === null ? [] : [item.id]));
    const known = await repo.existingInventoryIds([...new Set(inventoryIds)]);
    input.items.forEach((item, index) => {
      if (item.id !== null && !known.has(item.id)) {
        throw badField(`items.${index}.id`, 'no such inventory item');
      }
    });
    // Lines picked from inventory sell that stock, as an order does; free-text lines (a
    // service, a delivery) have none to take. An invoice made from an order never gets here:
    // its order took the stock already.
    const stock = await takeStock(
      trx,
      input.items.flatMap((item, index) =>
        item.id === null ? [] : [{ id: item.id, quantityMilli: item.quantity_milli, index }],
      ),
      'invoice',
      { userId: user.id, at: clock().toISOString() },
    );
    await assertShopPrices(
      trx,
      user,
      input.vat_rate,
      input.items.flatMap((item) => {
        const shelf = item.id === null ? undefined : stock.items.get(item.id);
        return shelf
          ? [
              {
                name: shelf.name,
                unitPriceCents: item.unit_price,
                shelfPriceCents: shelf.unit_price_cents,
              },
            ]
          : [];
      }),
    );
    const now = clock();
    const createdAt = creationTime(input.created_at, now, timeZone);
    const banded = input.items.map((item) => ({
      inventory_id: item.id,
      description: item.description,
      quantity_milli: item.quantity_milli,
      unit: item.id === null ? 'pcs' : stock.items.get(item.id)!.unit,
      unit_price_cents: item.unit_price,
      amount_cents: lineAmountCents(item.quantity_milli, item.unit_price),
      // A typed line (a service, a delivery) is standard-rated unless it is stock that says.
      tax_band: item.id === null ? ('B' as const) : stock.items.get(item.id)!.tax_band,
    }));
    const totals = documentTotals(
      banded.map((line) => ({ amount_cents: line.amount_cents, band: line.tax_band })),
      input.vat_rate,
    );
    // Each line's ledger figures (design.md §2b): its part of the VAT, and what its stock
    // costs right now (a typed line takes none, so costs nothing).
    const lineVat = splitLinesByBand(
      banded.map((line) => ({ amount_cents: line.amount_cents, band: line.tax_band })),
      input.vat_rate,
    );
    const lines = banded.map((line, index) => ({
      ...line,
      ...lineVat[index]!,
      cost_cents:
        line.inventory_id === null
          ? 0
          : lineAmountCents(
              line.quantity_milli,
              stock.items.get(line.inventory_id)!.cost_price_cents,
            ),
    }));
    if (input.vat_amount !== totals.vat_cents || input.total !== totals.total_cents) {
      throw conflict(TOTALS_CHANGED);
    }
    return issue(
      trx,
      {
        order_id: null,
        customer_id: customerId,
        vat_rate_bp: input.vat_rate,
        ...totals,
        created_at: createdAt,
        made_at: now,
        items: lines,
      },
      user,
      stock,
    );
  };
}
