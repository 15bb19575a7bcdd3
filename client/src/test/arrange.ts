import { randomUUID } from 'node:crypto';
import { nairobiDay } from '../shared/format/date.ts';
import { centsToKsh, documentTotals, kshToCents } from '../shared/money/cents.ts';
import { graphqlRequest } from './graphql-server.ts';

/*
 * What the component tests arrange on the real server, and read back from it, through GraphQL
 * as a client would.
 */

async function mutate(token: string, query: string, variables: Record<string, unknown>) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(`arrange failed: ${answer.errors[0]?.message}`);
  return answer.data;
}

const tag = () => randomUUID().slice(0, 6);

export async function arrangeCustomer(token: string, name = `Wanjiru Hardware ${tag()}`) {
  const data = await mutate(
    token,
    'mutation ($input: PartyInput!) { createCustomer(input: $input) { id name } }',
    { input: { name, contact: '+254 733 555 010', address: 'Tom Mboya Street, Nairobi' } },
  );
  return data.createCustomer as { id: string; name: string };
}

export async function arrangeItem(token: string, name: string, unitPrice: number) {
  const data = await mutate(
    token,
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name } }',
    { input: { name: `${name} ${tag()}`, quantity: 500, unitPrice, costPrice: unitPrice / 2 } },
  );
  return data.createInventoryItem as { id: string; name: string };
}

/** An order of `quantity` × the item at `unitPrice` (its shelf price, 16% VAT included). */
export async function arrangeOrder(
  token: string,
  customerId: string,
  item: { id: string },
  quantity: number,
  unitPrice: number,
) {
  const totals = documentTotals([{ quantity, unitPriceCents: kshToCents(unitPrice) }], 1600);
  const data = await mutate(
    token,
    `mutation ($input: CreateOrderInput!, $key: String!) {
      createOrder(input: $input, idempotencyKey: $key) { id orderNumber totalAmount }
    }`,
    {
      key: randomUUID(),
      input: {
        customerId,
        paymentMethod: 'credit',
        vatRate: 0.16,
        items: [{ inventoryId: item.id, quantity, unitPrice }],
        subtotal: centsToKsh(totals.subtotalCents),
        vatAmount: centsToKsh(totals.vatCents),
        totalAmount: centsToKsh(totals.totalCents),
      },
    },
  );
  return data.createOrder as { id: string; orderNumber: string; totalAmount: number };
}

/**
 * A manual invoice of one free-text line (its price includes 16% VAT), issued on `createdAt`
 * (today when null).
 */
export async function arrangeInvoice(
  token: string,
  customerId: string,
  line: { description: string; quantity: number; unitPrice: number },
  createdAt: string | null = null,
) {
  const totals = documentTotals(
    [{ quantity: line.quantity, unitPriceCents: kshToCents(line.unitPrice) }],
    1600,
  );
  const data = await mutate(
    token,
    `mutation ($input: CreateInvoiceInput!, $key: String!) {
      createInvoice(input: $input, idempotencyKey: $key) { id invoiceNumber total dueDate }
    }`,
    {
      key: randomUUID(),
      input: {
        customerId,
        items: [line],
        createdAt,
        vatRate: 0.16,
        vatAmount: centsToKsh(totals.vatCents),
        total: centsToKsh(totals.totalCents),
      },
    },
  );
  return data.createInvoice as {
    id: string;
    invoiceNumber: string;
    total: number;
    dueDate: string;
  };
}

export async function arrangePayment(token: string, invoiceId: string, amount: number) {
  await mutate(
    token,
    'mutation ($id: ID!, $amount: Float!) { recordInvoicePayment(id: $id, amount: $amount) { id } }',
    { id: invoiceId, amount },
  );
}

/** The invoice as the server has it now, or null. */
export async function serverInvoice(token: string, id: string) {
  const answer = await graphqlRequest(
    `query ($id: ID!) {
      invoice(id: $id) {
        invoiceNumber createdAt dueDate customerName orderId subtotal vatRate vatAmount total
        amountPaid status voidReason
        items { inventoryId description quantity unitPrice amount }
        payments { amount }
      }
    }`,
    { id },
    token,
  );
  return answer.data?.invoice ?? null;
}

/** Every invoice of the server, newest first. */
export async function serverInvoices(token: string) {
  const answer = await graphqlRequest(
    '{ invoices { id invoiceNumber customerName orderId total } }',
    {},
    token,
  );
  return answer.data.invoices as Array<{
    id: string;
    invoiceNumber: string;
    customerName: string;
    orderId: string | null;
    total: number;
  }>;
}

/**
 * The day `YYYY-MM-DD` it is `days` from now in Nairobi, the server's business day (late in the
 * UTC evening it is already tomorrow there).
 */
export const dayOffset = (days: number) => nairobiDay(new Date(Date.now() + days * 86_400_000));

/** dd/mm/yyyy, as the screen shows a `YYYY-MM-DD` day. */
export const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('/');
