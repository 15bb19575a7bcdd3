import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../shared/format/date.ts';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { FigureCell, LinesTable, LinesTotalRow } from '../../shared/ui/lines-table.tsx';
import { MadeBy } from '../../shared/ui/made-by.tsx';
import { RecordDialog } from '../../shared/ui/record-dialog.tsx';
import { BillStatusBadge } from './bill-status-badge.tsx';
import {
  type SupplierBillDetailFragment,
  SupplierBillViewDocument,
  type SupplierPaymentEntryFragment,
} from './bills.generated.ts';
import { PayBillDialog, ReverseBillPaymentDialog } from './pay-bill-dialog.tsx';

type BillDialogProps = {
  billId: string;
  /** Said above the bill as it opens (`Bill BILL-000003 recorded.`). */
  notice: string | null;
  /** A payment or reversal changed the bill: the list's balance is stale. */
  onChanged: () => void;
  onClose: () => void;
};

const LINE_COLUMNS = [
  { heading: 'Description' },
  { heading: 'Quantity', figure: true },
  { heading: 'Unit cost', figure: true },
  { heading: 'Band' },
  { heading: 'Net', figure: true },
];

/** One supplier's bill: its lines, input VAT band by band, payments; Pay while it has a balance. */
export function BillDialog({ billId, notice, onChanged, onClose }: BillDialogProps) {
  const [paying, setPaying] = useState(false);
  const [reversing, setReversing] = useState<SupplierPaymentEntryFragment | null>(null);
  const [said, setSaid] = useState(notice);
  const { data, loading, error, refetch } = useQuery(SupplierBillViewDocument, {
    variables: { id: billId },
    fetchPolicy: 'network-only',
  });
  const bill = data?.supplierBill;
  const changed = (text: string) => {
    setSaid(text);
    onChanged();
  };

  return (
    <>
      <RecordDialog
        open={!paying && !reversing}
        title={bill ? `Bill ${bill.billNumber}` : 'Bill'}
        onClose={onClose}
        action={
          bill &&
          bill.balance > 0 && (
            <ActionButton tone="primary" onClick={() => setPaying(true)}>
              Pay
            </ActionButton>
          )
        }
        loadFailure={error && !data ? 'Failed to load the bill.' : null}
        onRetry={() => void refetch()}
        loading={loading || data === undefined}
      >
        {!bill ? (
          <p role="alert">There is no such bill.</p>
        ) : (
          <BillView bill={bill} notice={said} onReverse={setReversing} />
        )}
      </RecordDialog>
      {bill && paying && (
        <PayBillDialog
          bill={bill}
          onPaid={(amount) => {
            setPaying(false);
            changed(`Payment of ${formatKsh(amount)} recorded.`);
          }}
          onClose={() => setPaying(false)}
        />
      )}
      {bill && (
        <ReverseBillPaymentDialog
          billId={bill.id}
          payment={reversing}
          onReversed={(payment) => {
            setReversing(null);
            changed(`Payment of ${formatKsh(payment.amount)} reversed.`);
          }}
          onClose={() => setReversing(null)}
        />
      )}
    </>
  );
}

function BillView({
  bill,
  notice,
  onReverse,
}: {
  bill: SupplierBillDetailFragment;
  notice: string | null;
  onReverse: (payment: SupplierPaymentEntryFragment) => void;
}) {
  return (
    <div className="record-detail">
      {notice && (
        <p className="banner banner--success" role="status">
          {notice}
        </p>
      )}
      <MadeBy email={bill.createdBy.email} recordedAt={bill.createdAt} />
      <dl className="record-detail__facts">
        <Fact label="Supplier">{bill.supplierName}</Fact>
        <Fact label="Their invoice">{bill.supplierInvoiceNumber}</Fact>
        {/* As their invoice printed it, when the bill was made: section F lists this one. */}
        {bill.supplierPin && <Fact label="Their KRA PIN">{bill.supplierPin}</Fact>}
        <Fact label="Bill date">{formatDate(bill.billDate)}</Fact>
        <Fact label="Due">{formatDate(bill.dueOn)}</Fact>
        <Fact label="Status">
          <BillStatusBadge status={bill.status} />
        </Fact>
        {bill.goodsReceived.length > 0 && (
          <Fact label="Goods received">
            {bill.goodsReceived.map((note) => note.grnNumber).join(', ')}
          </Fact>
        )}
      </dl>
      {bill.note && <p className="record-detail__note">{bill.note}</p>}
      <LinesTable
        className="lines-table--cards"
        caption="Lines"
        columns={LINE_COLUMNS}
        foot={
          <>
            <LinesTotalRow label={bill.vatRegistered ? 'Net of VAT' : 'Subtotal'} span={4}>
              {formatKsh(bill.subtotal)}
            </LinesTotalRow>
            {bill.vatBands.map((band) => (
              <LinesTotalRow
                key={band.band}
                label={`Input VAT band ${band.band} (${formatRate(band.rate)} of ${formatKsh(band.taxable)})`}
                span={4}
              >
                {formatKsh(band.vat)}
              </LinesTotalRow>
            ))}
            <LinesTotalRow label="Total" span={4}>
              <strong>{formatKsh(bill.total)}</strong>
            </LinesTotalRow>
            <LinesTotalRow label="Paid" span={4}>
              {formatKsh(bill.paid)}
            </LinesTotalRow>
            <LinesTotalRow label="Balance" span={4}>
              <strong>{formatKsh(bill.balance)}</strong>
            </LinesTotalRow>
          </>
        }
      >
        {bill.lines.map((line) => (
          <tr key={line.id}>
            <td className="lines-table__item">{line.description}</td>
            <FigureCell label="Quantity">
              {line.quantity === null || line.quantity === undefined
                ? '—'
                : formatQuantity(line.quantity, line.unit ?? undefined)}
            </FigureCell>
            <FigureCell label="Unit cost">
              {line.unitCost == null ? '—' : formatKsh(line.unitCost)}
            </FigureCell>
            <td data-label="Band">{line.taxBand}</td>
            <FigureCell label="Net">{formatKsh(line.net)}</FigureCell>
          </tr>
        ))}
      </LinesTable>
      <h3 className="bill-detail__heading">Payments</h3>
      {bill.payments.length === 0 ? (
        <p className="bill-detail__empty">No payments yet.</p>
      ) : (
        <LinesTable className="lines-table--cards" caption="Payments" columns={PAYMENT_COLUMNS}>
          {bill.payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label="Paid">{formatDate(payment.paidAt)}</td>
              <td data-label="How">
                {payment.kind === 'reversal' ? 'Reversal' : paymentMethodLabel(payment.method)}
                {payment.reference && ` ${payment.reference}`}
                {payment.note && <small className="bill-detail__why"> {payment.note}</small>}
              </td>
              <td data-label="Recorded">
                {payment.recordedByEmail}, {formatDateTime(payment.recordedAt)}
              </td>
              <FigureCell label="Amount">{formatKsh(payment.amount)}</FigureCell>
              <td>
                {payment.kind === 'payment' && !payment.reversed ? (
                  <ActionButton className="button--small" onClick={() => onReverse(payment)}>
                    Reverse
                  </ActionButton>
                ) : payment.reversed ? (
                  'Reversed'
                ) : null}
              </td>
            </tr>
          ))}
        </LinesTable>
      )}
    </div>
  );
}

const PAYMENT_COLUMNS = [
  { heading: 'Paid' },
  { heading: 'How' },
  { heading: 'Recorded' },
  { heading: 'Amount', figure: true },
  { heading: 'Actions' },
];
