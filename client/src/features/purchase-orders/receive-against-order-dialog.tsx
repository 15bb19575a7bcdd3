import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { nairobiDay } from '../../shared/format/date.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { DeliveryFields, deliveryFormWords } from '../../shared/purchases/delivery-form.tsx';
import { formatQuantity, parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { FigureCell, FigureInputCell, LinesTable } from '../../shared/ui/lines-table.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import {
  type PurchaseOrderDetailFragment,
  PurchaseOrderDocument,
  ReceiveAgainstPurchaseOrderDocument,
} from './purchase-orders.generated.ts';

type Typed = { quantity: string; unitCost: string };
type OrderLine = PurchaseOrderDetailFragment['lines'][number];
/** Why a delivery was not posted, and whether the server refused it as it stood (409/422). */
type Refusal = { message: string; refused: boolean };

/**
 * What was typed for a line: blank is none of it; up to 3 decimals (whether the item takes them
 * is the server's check, which names the item when it does not).
 */
const quantityOf = (typed: Typed) =>
  typed.quantity.trim() === '' ? 0 : parseQuantity(typed.quantity, { fractions: true, zero: true });

/**
 * Receive a delivery against a purchase order: each line starts at what is still outstanding;
 * an owner or a manager may change its cost, a cashier sees none. Receiving more than was
 * ordered asks first, and is then sent saying so.
 */
export function ReceiveAgainstOrderDialog({
  order,
  onClose,
  onReceived,
}: {
  order: PurchaseOrderDetailFragment;
  onClose: () => void;
  onReceived: () => void;
}) {
  const withCosts = order.totalCost !== null && order.totalCost !== undefined;
  const lines = order.lines.filter((line) => line.itemId !== null);
  const [typed, setTyped] = useState<Record<string, Typed>>(() =>
    Object.fromEntries(
      lines.map((line) => [
        line.id,
        {
          quantity: line.outstanding > 0 ? String(line.outstanding) : '',
          unitCost: line.unitCost == null ? '' : line.unitCost.toFixed(2),
        },
      ]),
    ),
  );
  const [receivedOn, setReceivedOn] = useState(nairobiDay);
  const [theirInvoice, setTheirInvoice] = useState('');
  const [over, setOver] = useState<string[] | null>(null);
  const [receive, receiving] = useMutation(ReceiveAgainstPurchaseOrderDocument);
  const client = useApolloClient();
  const [idempotencyKey] = useState(newAttemptKey);
  const toast = useToast();
  const dirty = useChangedSinceOpening([typed, receivedOn, theirInvoice]);

  const change = (id: string, update: Partial<Typed>) =>
    setTyped((current) => ({ ...current, [id]: { ...current[id]!, ...update } }));

  function problems(): string[] {
    const found: string[] = [];
    for (const line of lines) {
      const quantity = quantityOf(typed[line.id]!);
      if (quantity === null)
        found.push(`${line.itemName}: enter a quantity of 0 or more, up to 3 decimals.`);
      if (withCosts && quantity && parseKsh(typed[line.id]!.unitCost) === null)
        found.push(`${line.itemName}: enter the unit cost in KSh (up to 2 decimals).`);
    }
    if (lines.every((line) => !quantityOf(typed[line.id]!)))
      found.push('Enter what came in of at least one item.');
    return found;
  }

  /** What is typed beyond each line's outstanding quantity, as the confirmation says it. */
  const beyondOutstanding = (orderLines: readonly OrderLine[]) =>
    orderLines
      .filter((line) => typed[line.id] && (quantityOf(typed[line.id]!) ?? 0) > line.outstanding)
      .map(
        (line) =>
          `${line.itemName}: ${formatQuantity(quantityOf(typed[line.id]!)!, line.unit)} with ${formatQuantity(line.outstanding, line.unit)} outstanding`,
      );

  /** The order as it is now (a delivery may have come in since the dialog opened), or null. */
  async function orderNow(): Promise<PurchaseOrderDetailFragment | null> {
    try {
      const { data } = await client.query({
        query: PurchaseOrderDocument,
        variables: { id: order.id },
        fetchPolicy: 'network-only',
      });
      return data?.purchaseOrder ?? null;
    } catch {
      return null;
    }
  }

  async function send(allowOverReceipt: boolean): Promise<Refusal | undefined> {
    try {
      const { data } = await receive({
        variables: {
          id: order.id,
          idempotencyKey,
          input: {
            receivedOn,
            supplierInvoiceNumber: theirInvoice.trim() || null,
            allowOverReceipt,
            lines: lines
              .filter((line) => quantityOf(typed[line.id]!))
              .map((line) => ({
                itemId: line.itemId!,
                quantity: quantityOf(typed[line.id]!)!,
                ...(withCosts ? { unitCost: centsToKsh(parseKsh(typed[line.id]!.unitCost)!) } : {}),
              })),
          },
        },
      });
      if (data) {
        const { grnNumber, purchaseOrder } = data.receiveAgainstPurchaseOrder;
        toast.success(`${grnNumber} posted against ${purchaseOrder.poNumber}`);
        onReceived();
      }
    } catch (failure) {
      const why = classifyRequestFailure(failure);
      return {
        message: saveFailureMessage(failure, 'Failed to receive the goods'),
        refused:
          why.kind === 'rejected' && (why.code === 'CONFLICT' || why.code === 'BAD_USER_INPUT'),
      };
    }
  }

  async function submit() {
    const found = problems();
    if (found.length > 0) return found.join(' ');
    const beyond = beyondOutstanding(lines);
    if (beyond.length > 0) {
      setOver(beyond);
      return;
    }
    const failure = await send(false);
    if (!failure?.refused) return failure?.message;
    // A delivery posted meanwhile may have taken what was outstanding: the server refused the
    // over-receipt, so ask as when it is known up front, with the order as it now stands.
    const now = await orderNow();
    const beyondNow = now ? beyondOutstanding(now.lines) : [];
    if (beyondNow.length > 0 && !now?.cancelledAt) {
      setOver(beyondNow);
      return;
    }
    return failure.message;
  }

  return (
    <>
      <FormDialog
        title={`Receive against ${order.poNumber}`}
        {...deliveryFormWords}
        onSubmit={submit}
        onClose={onClose}
        dirty={dirty}
        size="large"
        className="receive-against-order"
      >
        <p className="receive-against-order__supplier">From {order.supplierName}</p>
        <div className="receive-against-order__details">
          <DeliveryFields
            receivedOn={receivedOn}
            onReceivedOn={(day) => day !== null && setReceivedOn(day)}
            theirInvoice={theirInvoice}
            onTheirInvoice={setTheirInvoice}
          />
        </div>
        <LinesTable
          className="lines-table--cards"
          caption={`What came in against ${order.poNumber}`}
          columns={[
            { heading: 'Item' },
            { heading: 'Outstanding', figure: true },
            { heading: 'Received now', figure: true },
            ...(withCosts ? [{ heading: 'Unit cost (KSh)', figure: true }] : []),
          ]}
        >
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="lines-table__item">{line.itemName}</td>
              <FigureCell label="Outstanding">
                {formatQuantity(line.outstanding, line.unit)}
              </FigureCell>
              <FigureInputCell
                label="Received now"
                inputLabel={`Quantity of ${line.itemName} received`}
                inputClassName="receive-goods__input"
                value={typed[line.id]!.quantity}
                invalid={quantityOf(typed[line.id]!) === null}
                onChange={(quantity) => change(line.id, { quantity })}
              />
              {withCosts && (
                <FigureInputCell
                  label="Unit cost (KSh)"
                  inputLabel={`Unit cost of ${line.itemName}`}
                  inputClassName="receive-goods__input"
                  value={typed[line.id]!.unitCost}
                  onChange={(unitCost) => change(line.id, { unitCost })}
                />
              )}
            </tr>
          ))}
        </LinesTable>
      </FormDialog>
      <ConfirmDialog
        open={over !== null}
        title="Receive more than ordered?"
        message={
          <>
            <span>This delivery brings more than {order.poNumber} still expects:</span>
            {over?.map((text) => (
              <span key={text} className="receive-against-order__over">
                {text}
              </span>
            ))}
          </>
        }
        confirmLabel="Receive it all"
        tone="primary"
        busy={receiving.loading}
        onCancel={() => setOver(null)}
        onConfirm={async () => {
          const failure = await send(true);
          setOver(null);
          if (failure) toast.failure(failure.message);
        }}
      />
    </>
  );
}
