import { formatKsh } from '../../shared/money/money-format.ts';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';

/* What the lists of M-Pesa receipts (unmatched, returned to the payer) show of one alike. */

/** Names an M-Pesa receipt in its row's buttons. */
export const receiptName = (receipt: { receiptNumber: string; amount: number }) =>
  `M-Pesa payment ${receipt.receiptNumber} of ${formatKsh(receipt.amount)}`;

/** The receipt's M-Pesa code. */
export const receiptColumn: DataTableColumn<{ receiptNumber: string }> = {
  id: 'receipt',
  header: 'Receipt',
  cell: (receipt) => <span className="unmatched-mpesa__code">{receipt.receiptNumber}</span>,
};

/** A payer's phone as M-Pesa sent it: many come masked as a digest, no use to anyone reading. */
export const payerPhoneColumn: DataTableColumn<{ phone: string | null }> = {
  id: 'phone',
  header: 'Phone',
  cell: ({ phone }) => (phone && /^\d{9,12}$/.test(phone) ? phone : 'Hidden by M-Pesa'),
};
