import DataLoader from 'dataloader';
import { readById } from './rest/record-by-id.ts';
import type { RestClient } from './rest/rest-client.ts';
import { readWholeList, wholeList } from './rest/rest-lists.ts';
import type { RestCreditNote, RestPayment } from './rest/rest-types.ts';

/** One record of a whole list by its id, from the list's one read per request. */
function byIdIn<Row extends { id: number }>(list: () => Promise<Row[]>) {
  return new DataLoader<number, Row | null>(async (ids) => {
    const byId = new Map((await list()).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The rows of each id DataLoader asked for, in its order; none for an id with no rows. */
function rowsOf<Row>(ids: readonly number[], rows: Row[], idOf: (row: Row) => number | null) {
  const byId = Map.groupBy(rows, idOf);
  return ids.map((id) => byId.get(id) ?? []);
}

/**
 * Each id's rows from one REST list read for the whole batch, its ids joined by commas (the
 * API takes 1,000 at most).
 */
function rowsByIds<Row>(read: (ids: string) => Promise<Row[]>, idOf: (row: Row) => number | null) {
  return new DataLoader<number, Row[]>(
    async (ids) => rowsOf(ids, await read(ids.join(',')), idOf),
    {
      maxBatchSize: 1000,
    },
  );
}

/** Whose payments a `salePayments` key asks for: an order's, or an invoice's. */
export type SaleKey = `order:${number}` | `invoice:${number}`;

/**
 * Batching per GraphQL request. Customers and suppliers come from one cached list read; order
 * lines for any number of orders come from one `GET /api/v1/order-items?order_ids=…`, the
 * payments of any number of orders and invoices from one `GET /api/v1/payments?…`, and so on.
 */
export function createLoaders(rest: RestClient) {
  const customers = () =>
    readWholeList(rest, 'customers', (api) => api.v1.customers.$get({ query: {} }));
  const suppliers = () =>
    readWholeList(rest, 'suppliers', (api) => api.v1.suppliers.$get({ query: {} }));

  return {
    customers,
    suppliers,
    /** One order or invoice, null when there is none, read once per request whoever asks. */
    order: (id: string | number) =>
      readById(rest, 'order', id, (api, path) => api.v1.orders[':id'].$get(path)),
    invoice: (id: string | number) =>
      readById(rest, 'invoice', id, (api, path) => api.v1.invoices[':id'].$get(path)),
    customerById: byIdIn(customers),
    supplierById: byIdIn(suppliers),
    orderItems: rowsByIds(
      (ids) =>
        rest.read(`order-items:${ids}`, (api) =>
          api.v1['order-items'].$get({ query: { order_ids: ids } }),
        ),
      (item) => item.order_id,
    ),
    salePayments: new DataLoader<SaleKey, RestPayment[]>(
      async (keys) => {
        const ids = (kind: 'order' | 'invoice') =>
          keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.split(':')[1]);
        const query = {
          ...(ids('order').length > 0 ? { order_ids: ids('order').join(',') } : {}),
          ...(ids('invoice').length > 0 ? { invoice_ids: ids('invoice').join(',') } : {}),
        };
        const payments = wholeList(
          await rest.read(`payments:${JSON.stringify(query)}`, (api) =>
            api.v1.payments.$get({ query }),
          ),
          'payments',
        );
        // An entry of an invoiced order carries both ids: it is the order's and its invoice's.
        const byOrder = Map.groupBy(payments, (payment) => payment.order_id);
        const byInvoice = Map.groupBy(payments, (payment) => payment.invoice_id);
        return keys.map((key) => {
          const [kind, id] = key.split(':');
          return (kind === 'order' ? byOrder : byInvoice).get(Number(id)) ?? [];
        });
      },
      // Each kind's ids stay within the API's 1,000 per list.
      { maxBatchSize: 1000 },
    ),
    /** The price changes of any number of items from one `GET /api/v1/price-history?…`. */
    itemPriceHistory: rowsByIds(
      (ids) =>
        rest.read(`price-history:${ids}`, (api) =>
          api.v1['price-history'].$get({ query: { inventory_ids: ids } }),
        ),
      (entry) => entry.inventory_id,
    ),
    /** The credit notes of any number of invoices, a few pages of one list read at most. */
    invoiceCreditNotes: new DataLoader<number, RestCreditNote[]>(
      async (invoiceIds) => {
        const notes: RestCreditNote[] = [];
        let cursor: string | undefined;
        do {
          const query = {
            invoice_ids: invoiceIds.join(','),
            limit: '200',
            ...(cursor ? { cursor } : {}),
          };
          const page = await rest.read(`credit-notes:${JSON.stringify(query)}`, (api) =>
            api.v1['credit-notes'].$get({ query }),
          );
          notes.push(...page.items);
          cursor = page.next_cursor ?? undefined;
        } while (cursor);
        // Oldest first, as an invoice lists them.
        return rowsOf(invoiceIds, notes.reverse(), (note) => note.invoice_id);
      },
      { maxBatchSize: 1000 },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
