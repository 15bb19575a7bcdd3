import type { PaymentMethod } from '../../../graphql/schema-types.generated.ts';
import { centsToKsh } from '../../../shared/money/cents.ts';
import { formatCents } from '../../../shared/money/money-format.ts';
import { receivingMethods } from '../../../shared/payments/payment-methods.ts';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { needsReference, type PaidNow, readPaidNow, referenceLabel } from '../paid-now.ts';
import type { QuickSaleEvent } from './quick-sale.machine.ts';
import { nextRoundNotes } from './tender-notes.ts';

/**
 * How the quick sale is paid: cash by default, with Exact and the next round notes above the
 * total as buttons, the cash handed over typed otherwise, and the change to give; another method
 * asks for its reference. The sale is always paid in full: credit is New Order's.
 */
export function QuickSaleTender({
  method,
  paidNow,
  totalCents,
  send,
  afterTender,
}: {
  method: PaymentMethod | '';
  paidNow: PaidNow;
  totalCents: number;
  send: (event: QuickSaleEvent) => void;
  /** A tender button pressed: the focus goes back to the search, where Enter finishes. */
  afterTender: () => void;
}) {
  const { tenderedCents, changeCents } = readPaidNow(paidNow, totalCents);
  const cash = method === 'cash';
  const tender = (cents: number | null) => {
    // Exact names no cash: the sale is paid exactly, as when the field is blank.
    send({ type: 'tender.choose', tendered: cents === null ? '' : centsToKsh(cents).toFixed(2) });
    afterTender();
  };
  return (
    <div className="quick-sale__tender">
      <SelectField
        label="Paid by"
        value={method}
        onChange={(value) => send({ type: 'method.choose', method: value as PaymentMethod })}
      >
        {receivingMethods.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {cash && (
        <>
          <fieldset className="quick-sale__notes">
            <legend className="visually-hidden">Cash handed over</legend>
            <button
              className="button button--secondary"
              type="button"
              aria-pressed={tenderedCents === null}
              disabled={totalCents <= 0}
              onClick={() => tender(null)}
            >
              Exact
            </button>
            {nextRoundNotes(totalCents).map((cents) => (
              <button
                key={cents}
                className="button button--secondary"
                type="button"
                aria-pressed={tenderedCents === cents}
                onClick={() => tender(cents)}
              >
                {formatCents(cents)}
              </button>
            ))}
          </fieldset>
          <TextField
            label="Cash tendered (KSh)"
            inputMode="decimal"
            autoComplete="off"
            value={paidNow.tendered}
            placeholder="Exact"
            onChange={(tendered) => send({ type: 'tender.choose', tendered })}
          />
          <p className="quick-sale__change" aria-live="polite">
            {tenderedCents === null ? (
              'No change: exact cash'
            ) : changeCents === null ? (
              <>Short by {formatCents(totalCents - tenderedCents)}</>
            ) : (
              <>
                Change: <strong>{formatCents(changeCents)}</strong>
              </>
            )}
          </p>
        </>
      )}
      {needsReference(method) && (
        <TextField
          label={referenceLabel(method)}
          autoComplete="off"
          autoCapitalize="characters"
          value={paidNow.reference}
          onChange={(reference) =>
            send({
              type: 'cart.change',
              change: { type: 'paidNow.change', paidNow: { reference } },
            })
          }
        />
      )}
    </div>
  );
}
