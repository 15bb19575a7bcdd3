import { useId } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { CartEvent } from './cart.context.ts';
import {
  canPayNow,
  needsReference,
  type PaidNow,
  readPaidNow,
  referenceLabel,
} from './paid-now.ts';

/**
 * "Paid now" (issue 50): ticked, the order is made and paid in one step. Cash shows the change
 * as the amount handed over is typed; M-Pesa, cheque and bank transfer ask for their reference.
 */
export function PaidNowSection({
  paidNow,
  method,
  totalCents,
  send,
}: {
  paidNow: PaidNow;
  method: PaymentMethod | '';
  totalCents: number;
  send: (event: CartEvent) => void;
}) {
  const headingId = useId();
  if (!canPayNow(method)) return null;
  const change = (next: Partial<PaidNow>) => send({ type: 'paidNow.change', paidNow: next });
  const { amountCents, tenderedCents, changeCents } = readPaidNow(paidNow, totalCents);
  const shortCents = (amountCents ?? totalCents) - (tenderedCents ?? 0);
  return (
    <section className="paid-now" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        Paid now
      </h3>
      <label className="paid-now__toggle">
        <input
          type="checkbox"
          checked={paidNow.on}
          onChange={(event) => change({ on: event.target.checked })}
        />{' '}
        Paid now
      </label>
      {paidNow.on && (
        <div className="paid-now__fields">
          <TextField
            label="Amount paid (KSh)"
            inputMode="decimal"
            value={paidNow.amount}
            placeholder={(totalCents / 100).toFixed(2)}
            hint="Blank: the whole total."
            onChange={(amount) => change({ amount })}
          />
          {method === 'cash' && (
            <TextField
              label="Cash tendered (KSh)"
              inputMode="decimal"
              value={paidNow.tendered}
              onChange={(tendered) => change({ tendered })}
            />
          )}
          {needsReference(method) && (
            <TextField
              label={referenceLabel(method)}
              value={paidNow.reference}
              autoCapitalize="characters"
              onChange={(reference) => change({ reference })}
            />
          )}
          {method === 'cash' && tenderedCents !== null && (
            <p className="paid-now__change" aria-live="polite">
              {changeCents === null ? (
                <>Short by {formatCents(shortCents)}</>
              ) : (
                <>
                  Change: <strong>{formatCents(changeCents)}</strong>
                </>
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
