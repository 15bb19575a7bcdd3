import { userRef } from '../db/user-email.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { dayMonthYear, wasBackDated } from '../http/clock.ts';
import { bpToFraction, toKsh } from '../money.ts';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceItemRow,
  type InvoiceRow,
} from '../sales/invoice.repository.ts';
import { saleExport } from '../sales/sale-csv.ts';
import { lineFigures } from '../sales/sales-document.ts';
import type { Invoice, InvoiceItem } from './invoice.schema.ts';

/** An invoice's row and lines as the API answers them (KSh, fractions), and as an export row. */

/** The invoice export (GET /invoices/export.csv): its own columns between the date and the money. */
const INVOICE_EXPORT = saleExport<InvoiceRow>({
  number: ['Invoice number', (row) => row.invoice_number],
  own: [
    ['Due date', (row) => dayMonthYear(row.due_date)],
    ['Customer', (row) => row.customer_name],
    ['Status', (row) => INVOICE_STATUS_LABELS[row.status]],
  ],
  closed: (row) => Boolean(row.voided_at),
});

export const INVOICE_CSV_HEADER = INVOICE_EXPORT.header;
export const toCsvRow = INVOICE_EXPORT.row;

const toItem = (row: InvoiceItemRow): InvoiceItem => ({
  id: row.id,
  inventory_id: row.inventory_id,
  description: row.description,
  ...lineFigures(row),
  tax_band: row.tax_band,
});

export const toInvoice = (
  row: InvoiceRow,
  items: InvoiceItemRow[],
  etims: EtimsDocumentState | undefined,
  timeZone: string,
): Invoice => ({
  id: row.id,
  invoice_number: row.invoice_number,
  created_at: row.created_at,
  created_by: userRef(row.created_by, row.created_by_email)!,
  recorded_at: row.recorded_at,
  opening_balance: row.opening_balance === 1,
  back_dated: wasBackDated(row.created_at, row.recorded_at, timeZone),
  due_date: row.due_date,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  customer_contact: row.customer_contact,
  customer_address: row.customer_address,
  order_id: row.order_id,
  subtotal: toKsh(row.subtotal_cents),
  vat_rate: bpToFraction(row.vat_rate_bp),
  vat_amount: toKsh(row.vat_cents),
  total: toKsh(row.total_cents),
  amount_paid: toKsh(Number(row.paid_cents) - Number(row.credited_cents)),
  amount_credited: toKsh(row.credited_cents),
  balance: row.voided_at ? 0 : toKsh(row.total_cents - Number(row.paid_cents)),
  status: row.status,
  voided_at: row.voided_at,
  voided_by: userRef(row.voided_by, row.voided_by_email),
  voided_by_email: row.voided_by_email,
  void_reason: row.void_reason,
  items: items.map(toItem),
  etims: etims ?? null,
});
