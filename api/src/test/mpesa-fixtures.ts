import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TestApi } from './test-api.ts';

/**
 * M-Pesa set up for a test shop, and Daraja-shaped callback bodies as Safaricom sends them
 * (the M-Pesa tests post them as Daraja would, or drive the simulator to).
 */

export const PAYBILL = '174379';

/** The shop's paybill, Daraja's keys and its callback address; answers the callback paths. */
export async function setUpMpesa(
  api: TestApi,
  token: string,
  options: { baseUrl?: string; mode?: 'simulator' | 'off' } = {},
) {
  // The shop's row is written on its first read.
  await api.call('GET', '/api/v1/company', { token });
  await api.db
    .updateTable('shop_settings')
    .set({ mpesa_type: 'paybill', mpesa_number: PAYBILL })
    .execute();
  const saved = await api.call('PUT', '/api/v1/mpesa/settings', {
    token,
    body: {
      mode: options.mode ?? 'simulator',
      callback_base_url: options.baseUrl ?? 'http://127.0.0.1:1',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      consumer_key: 'ghala-test-key',
      consumer_secret: 'ghala-test-secret',
    },
  });
  if (saved.status !== 200) throw new Error(`M-Pesa settings: ${JSON.stringify(saved.body)}`);
  const pathOf = (url: string) => new URL(url).pathname;
  return {
    settings: saved.body,
    stkResult: pathOf(saved.body.stk_callback_url),
    validation: pathOf(saved.body.validation_url),
    confirmation: pathOf(saved.body.confirmation_url),
  };
}

/** A C2B confirmation (or validation) body as Daraja sends it. */
export function c2bConfirmation(values: {
  transId: string;
  amount: number;
  billRef?: string;
  msisdn?: string;
  shortCode?: string;
}) {
  return {
    TransactionType: 'Pay Bill',
    TransID: values.transId,
    TransTime: '20261127093000',
    TransAmount: values.amount.toFixed(2),
    BusinessShortCode: values.shortCode ?? PAYBILL,
    BillRefNumber: values.billRef ?? '',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: values.msisdn ?? '254708374149',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  };
}

/** An STK callback body as Daraja sends it. */
export function stkCallback(values: {
  checkoutRequestId: string;
  resultCode: number;
  amount?: number;
  receipt?: string;
  phone?: number;
}) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: values.checkoutRequestId,
        ResultCode: values.resultCode,
        ResultDesc:
          values.resultCode === 0
            ? 'The service request is processed successfully.'
            : 'Request cancelled by user',
        ...(values.resultCode === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: values.amount },
                  { Name: 'MpesaReceiptNumber', Value: values.receipt },
                  { Name: 'TransactionDate', Value: 20261127093000 },
                  { Name: 'PhoneNumber', Value: values.phone ?? 254708374149 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

/** Every M-Pesa ledger entry, and the receipts: what the tests count. */
export async function mpesaLedger(db: Db) {
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'order_id', 'invoice_id', 'amount_cents', 'reference', 'recorded_by', 'kind'])
    .where('method', '=', 'mpesa')
    .orderBy('id')
    .execute();
  const receipts = await db.selectFrom('mpesa_receipts').selectAll().orderBy('id').execute();
  return {
    payments: payments.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) })),
    receipts: receipts.map((row) => ({
      ...row,
      amount_cents: Number(row.amount_cents),
      unplaced_cents: Number(row.unplaced_cents),
    })),
  };
}

/** Gives a test invoice a number a customer would type as the account (INV-000007). */
export async function renumberInvoice(db: Db, invoiceId: number, number: string) {
  await db
    .updateTable('invoices')
    .set({ invoice_number: number })
    .where('id', '=', invoiceId)
    .execute();
}

/** How many rows each M-Pesa and money table holds, to show a call changed nothing. */
export async function moneyRowCounts(db: Db) {
  const count = async (table: 'payments' | 'mpesa_receipts' | 'mpesa_requests' | 'audit_events') =>
    Number(
      (await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow())
        .n,
    );
  return {
    payments: await count('payments'),
    receipts: await count('mpesa_receipts'),
    requests: await count('mpesa_requests'),
    audit: await count('audit_events'),
  };
}
