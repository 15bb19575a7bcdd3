import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { kshToCents } from '../money/cents.ts';
import { Badge } from '../ui/badge.tsx';
import { BusyButton } from '../ui/busy-button.tsx';
import {
  type MpesaReceiptAwaitedFragment,
  SettleMpesaPaymentRequestDocument,
} from './mpesa.generated.ts';
import { MpesaCodeField } from './mpesa-code-field.tsx';
import { codeProblem, normaliseMpesaCode } from './mpesa-payment.fields.ts';
import {
  mpesaText,
  paidText,
  receiptAwaitedText,
  settleFailureText,
} from './mpesa-payment.messages.ts';
import './mpesa-receipt-awaited.css';

/** Whether the sale's push is still paid per M-Pesa with its receipt awaited. */
const isAwaited = (
  request: MpesaReceiptAwaitedFragment | null | undefined,
): request is MpesaReceiptAwaitedFragment => request?.status === 'awaiting_receipt';

/** On an order's or invoice's row: the sale has M-Pesa money not yet in its books. */
export function MpesaReceiptAwaitedBadge({
  request,
}: {
  request: MpesaReceiptAwaitedFragment | null | undefined;
}) {
  return isAwaited(request) ? <Badge tone="warning">Paid per M-Pesa, receipt awaited</Badge> : null;
}

/**
 * On an order's or invoice's screen (issue 52): a push M-Pesa says was paid whose receipt never
 * came, and where to type the code from the customer's SMS to record it now. Once recorded,
 * the request and the sale's balance change in Apollo's cache, and this says so.
 */
export function MpesaReceiptAwaitedNotice({
  request,
}: {
  request: MpesaReceiptAwaitedFragment | null | undefined;
}) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<{ amount: number; code: string | null } | null>(null);
  const [settle, { loading }] = useMutation(SettleMpesaPaymentRequestDocument);

  if (recorded) {
    return (
      <p className="banner banner--success" role="status">
        {paidText(kshToCents(recorded.amount), recorded.code)}
      </p>
    );
  }
  if (!isAwaited(request)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isAwaited(request)) return;
    const wrong = codeProblem(code);
    setProblem(wrong);
    if (wrong) return;
    try {
      const { data } = await settle({
        variables: { id: request.id, receiptNumber: normaliseMpesaCode(code) },
      });
      const settled = data?.settleMpesaPaymentRequest;
      if (settled) setRecorded({ amount: settled.amount, code: settled.receiptNumber });
    } catch (failure) {
      setProblem(settleFailureText(failure));
    }
  }

  return (
    <section className="mpesa-awaited" aria-label="Paid per M-Pesa, receipt awaited">
      <p className="banner banner--warning">{receiptAwaitedText(kshToCents(request.amount))}</p>
      <form id={formId} className="form mpesa-awaited__form" onSubmit={submit} noValidate>
        <MpesaCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(null);
          }}
          hint={mpesaText.receiptAwaitedOnSale}
          error={problem}
          disabled={loading}
        />
        <BusyButton busy={loading} label="Record payment" busyLabel="Recording..." />
      </form>
    </section>
  );
}
