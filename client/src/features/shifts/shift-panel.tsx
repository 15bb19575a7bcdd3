import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { CashMovementKind } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { ColumnHeadings, FigureCell, type LinesColumn } from '../../shared/ui/lines-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { createShiftActors } from './shift.actors.ts';
import { shiftMachine } from './shift.machine.ts';
import { ZReport } from './z-report.tsx';

/** The columns of a shift's pay-ins and pay-outs. */
const movementColumns: readonly LinesColumn[] = [
  { heading: 'When' },
  { heading: 'Cash' },
  { heading: 'Reason' },
  { heading: 'Amount', figure: true },
];

/** Typed KSh as cents; blank or unreadable is null, which the machine refuses with its words. */
const centsOf = (text: string) => (text.trim() === '' ? null : parseKsh(text));

/**
 * The signed-in cashier's drawer, driven by the shift machine: open with a float, pay cash in
 * and out with a reason, count and close, then the Z report.
 */
export function ShiftPanel({ shopName }: { shopName?: string | null }) {
  const client = useApolloClient();
  // Built once: useMachine keeps the logic of its first render.
  const [machine] = useState(() => shiftMachine.provide({ actors: createShiftActors(client) }));
  const [snapshot, send] = useMachine(machine, { inspect });
  const [floatText, setFloatText] = useState('');
  const [kind, setKind] = useState<CashMovementKind>('pay_out');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [countText, setCountText] = useState('');
  const { shift, error } = snapshot.context;
  const recorded = shift?.cashMovements.length ?? 0;
  // A movement recorded clears its form for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when one more is recorded
  useEffect(() => {
    setAmountText('');
    setReason('');
  }, [recorded]);

  if (snapshot.matches('loading')) return <ScreenLoading />;
  if (snapshot.matches('loadFailed'))
    return <LoadError message={error ?? ''} onReload={() => send({ type: 'shift.reload' })} />;

  if (snapshot.matches('open') || snapshot.matches('opening')) {
    const opening = snapshot.matches('opening');
    const submit = (event: FormEvent) => {
      event.preventDefault();
      send({ type: 'shift.open', openingFloatCents: centsOf(floatText) });
    };
    return (
      <section className="card card--stack" aria-labelledby="shift-open-title">
        <h2 id="shift-open-title" className="shift-card__title">
          Open a shift
        </h2>
        <p className="shift-card__note">Count the cash in the drawer before the first sale.</p>
        <ErrorBanner message={error} />
        <form className="shift-form" onSubmit={submit} noValidate>
          <TextField
            label="Opening float (KSh)"
            inputMode="decimal"
            value={floatText}
            onChange={setFloatText}
            autoComplete="off"
          />
          <button className="button button--primary" type="submit" disabled={opening}>
            {opening ? 'Opening...' : 'Open shift'}
          </button>
        </form>
      </section>
    );
  }

  if (!shift) return null;

  if (snapshot.matches('closed')) {
    return (
      <section className="card card--stack" aria-labelledby="shift-closed-title">
        <div className="split-row">
          <h2 id="shift-closed-title" className="shift-card__title">
            Shift closed
          </h2>
          <ActionButton
            tone="primary"
            className="no-print"
            onClick={() => {
              setFloatText('');
              setCountText('');
              send({ type: 'shift.next' });
            }}
          >
            Open next shift
          </ActionButton>
        </div>
        <ZReport shift={shift} shopName={shopName} />
      </section>
    );
  }

  const counting = snapshot.matches('counting') || snapshot.matches('closing');
  const closing = snapshot.matches('closing');
  const moving = snapshot.matches('movingCash');

  const record = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'cash.move', kind, amountCents: centsOf(amountText), reason });
  };
  const close = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'shift.close', countedCashCents: centsOf(countText) });
  };

  return (
    <section className="card card--stack" aria-labelledby="shift-open-now-title">
      <div className="split-row">
        <h2 id="shift-open-now-title" className="shift-card__title">
          Shift open since {formatDateTime(shift.openedAt)}
        </h2>
        {!counting && (
          <ActionButton tone="primary" onClick={() => send({ type: 'shift.count' })}>
            Count and close
          </ActionButton>
        )}
      </div>
      <dl className="shift-card__facts">
        <Fact label="Cashier">{shift.cashier.email}</Fact>
        <Fact label="Opening float">{formatKsh(shift.openingFloat)}</Fact>
      </dl>
      <ErrorBanner message={error} />
      {counting ? (
        <form className="shift-form" onSubmit={close} noValidate aria-label="Count the drawer">
          <TextField
            label="Cash counted (KSh)"
            hint="Count every note and coin in the drawer."
            inputMode="decimal"
            value={countText}
            onChange={setCountText}
            autoComplete="off"
            autoFocus
          />
          <div className="shift-form__buttons">
            <ActionButton disabled={closing} onClick={() => send({ type: 'count.cancel' })}>
              Back
            </ActionButton>
            <button className="button button--primary" type="submit" disabled={closing}>
              {closing ? 'Closing...' : 'Close shift'}
            </button>
          </div>
        </form>
      ) : (
        <form
          className="shift-form shift-form--movement"
          onSubmit={record}
          noValidate
          aria-label="Pay in or out"
        >
          <SelectField
            label="Cash"
            value={kind}
            onChange={(value) => setKind(value as CashMovementKind)}
          >
            <option value="pay_out">Pay out</option>
            <option value="pay_in">Pay in</option>
          </SelectField>
          <TextField
            label="Amount (KSh)"
            inputMode="decimal"
            value={amountText}
            onChange={setAmountText}
            autoComplete="off"
          />
          <TextField label="Reason" value={reason} onChange={setReason} maxLength={200} />
          <button className="button button--secondary" type="submit" disabled={moving}>
            {moving ? 'Recording...' : 'Record'}
          </button>
        </form>
      )}
      {shift.cashMovements.length > 0 && (
        // On a phone each pay-in or pay-out is a card, each part under its name.
        <table className="lines-table lines-table--cards shift-movements">
          <caption>Pay-ins and pay-outs</caption>
          <ColumnHeadings columns={movementColumns} />
          <tbody>
            {shift.cashMovements.map((movement) => (
              <tr key={movement.id}>
                <td data-label="When">{formatDateTime(movement.recordedAt)}</td>
                <td data-label="Cash">{movement.kind === 'pay_in' ? 'Pay in' : 'Pay out'}</td>
                <td data-label="Reason">{movement.reason}</td>
                <FigureCell label="Amount">{formatKsh(movement.amount)}</FigureCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
