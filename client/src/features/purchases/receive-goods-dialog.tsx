import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { useCostBasis } from '../../shared/company/use-cost-basis.ts';
import { nairobiDay } from '../../shared/format/date.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { centsToKsh, lineCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { ItemPicker, type PickedItem } from '../../shared/pickers/item-picker.tsx';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { DeliveryFields, deliveryFormWords } from '../../shared/purchases/delivery-form.tsx';
import { parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import {
  FigureCell,
  FigureInputCell,
  LinesTable,
  LinesTotalRow,
  RemoveLineCell,
} from '../../shared/ui/lines-table.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import { type GoodsReceivedRowFragment, ReceiveGoodsDocument } from './purchases.generated.ts';

/** A line being typed: the item (its unit, whether it takes decimals), quantity and cost. */
type Line = {
  key: string;
  itemId: string;
  name: string;
  unit: string;
  fractions: boolean;
  quantity: string;
  unitCost: string;
};

export type ReceiveGoodsStart = {
  supplier: ChosenParty | null;
  lines: {
    itemId: string;
    name: string;
    unit: string;
    sellsInFractions: boolean;
    quantity: number;
    unitCost: number;
  }[];
};

const quantityOf = (line: Line) => parseQuantity(line.quantity, { fractions: line.fractions });

const RECEIVED_COLUMNS = [
  { heading: 'Item' },
  { heading: 'Quantity', figure: true },
  { heading: 'Unit cost (KSh)', figure: true },
  { heading: 'Amount', figure: true },
];

const costText = (ksh: number | undefined) => (ksh === undefined ? '' : ksh.toFixed(2));

/** What is wrong with the note as typed, one sentence each, or none. */
function problems(supplier: ChosenParty | null, receivedOn: string, lines: readonly Line[]) {
  const found: string[] = [];
  if (!supplier) found.push('Choose the supplier who delivered.');
  if (receivedOn && receivedOn > nairobiDay())
    found.push('The day received cannot be after today.');
  if (lines.length === 0) found.push('Add at least one item.');
  for (const line of lines) {
    if (quantityOf(line) === null)
      found.push(
        line.fractions
          ? `${line.name}: enter a quantity above 0, up to 3 decimals.`
          : `${line.name}: enter a whole quantity of at least 1.`,
      );
    if (parseKsh(line.unitCost) === null)
      found.push(`${line.name}: enter the unit cost in KSh (up to 2 decimals).`);
  }
  return found;
}

/**
 * Receive goods: the supplier, the day, their invoice number and what came in at what cost.
 * Posting adds the stock and moves each item's cost price to the weighted average.
 */
export function ReceiveGoodsDialog({
  start,
  onClose,
  onReceived,
}: {
  /** Lines to begin with (the To reorder view starts one this way). */
  start?: ReceiveGoodsStart;
  onClose: () => void;
  onReceived: (note: GoodsReceivedRowFragment) => void;
}) {
  const [supplier, setSupplier] = useState<ChosenParty | null>(start?.supplier ?? null);
  const costBasis = useCostBasis();
  const [receivedOn, setReceivedOn] = useState(nairobiDay);
  // The day's text does not read as a day (the field says why): nothing is posted.
  const [receivedUnread, setReceivedUnread] = useState(false);
  const [theirInvoice, setTheirInvoice] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>(
    () =>
      start?.lines.map((line) => ({
        key: newAttemptKey(),
        itemId: line.itemId,
        name: line.name,
        unit: line.unit,
        fractions: line.sellsInFractions,
        quantity: String(line.quantity),
        unitCost: costText(line.unitCost),
      })) ?? [],
  );
  const [receive] = useMutation(ReceiveGoodsDocument);
  const toast = useToast();
  // One key for this dialog's attempts: a retry after a lost answer never posts twice (a
  // refused attempt stores nothing, so a corrected one may use it again).
  const [idempotencyKey] = useState(newAttemptKey);
  const linesId = useId();
  // The lines' keys are new each time one is added: what is on them is the work.
  const typed = [supplier?.id, receivedOn, receivedUnread, theirInvoice, note];
  const dirty = useChangedSinceOpening([typed, lines.map(({ key: _, ...line }) => line)]);

  const change = (key: string, update: Partial<Line>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...update } : line)),
    );

  function add(item: PickedItem) {
    if (lines.some((line) => line.itemId === item.id)) {
      toast.failure(`${item.name} is on the note already: change its quantity there.`);
      return;
    }
    setLines((current) => [
      ...current,
      {
        key: newAttemptKey(),
        itemId: item.id,
        name: item.name,
        unit: item.unit,
        fractions: item.sellsInFractions,
        quantity: '',
        unitCost: costText(item.costPrice),
      },
    ]);
  }

  // Each line by the one rounding rule the server applies (quantity × cost, half up per line).
  const amounts = lines.map((line) => {
    const quantity = quantityOf(line);
    const cost = parseKsh(line.unitCost);
    return quantity === null || cost === null
      ? null
      : lineCents({ quantity, unitPriceCents: cost });
  });
  const total = amounts.every((amount) => amount !== null)
    ? amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0)
    : null;

  async function submit() {
    const found = problems(supplier, receivedOn, lines);
    if (receivedUnread) found.unshift('Enter the day received as dd/mm/yyyy.');
    if (found.length > 0) return found.join(' ');
    try {
      const { data } = await receive({
        variables: {
          idempotencyKey,
          input: {
            supplierId: supplier!.id,
            receivedOn: receivedOn || null,
            supplierInvoiceNumber: theirInvoice.trim() || null,
            note: note.trim() || null,
            lines: lines.map((line) => ({
              itemId: line.itemId,
              quantity: quantityOf(line)!,
              unitCost: centsToKsh(parseKsh(line.unitCost)!),
            })),
          },
        },
      });
      if (data) {
        toast.success(`${data.receiveGoods.grnNumber} posted: stock and costs updated`);
        onReceived(data.receiveGoods);
      }
    } catch (failure) {
      return saveFailureMessage(failure, 'Failed to post the goods received');
    }
  }

  return (
    <FormDialog
      title="Receive goods"
      {...deliveryFormWords}
      onSubmit={submit}
      onClose={onClose}
      dirty={dirty}
      size="large"
      className="receive-goods"
    >
      <div className="receive-goods__details">
        <SupplierPicker required value={supplier} onChange={setSupplier} />
        <DeliveryFields
          receivedOn={receivedOn}
          onReceivedOn={(day) => {
            setReceivedUnread(day === null);
            if (day !== null) setReceivedOn(day);
          }}
          theirInvoice={theirInvoice}
          onTheirInvoice={setTheirInvoice}
        />
        <TextField label="Note (optional)" value={note} onChange={setNote} maxLength={500} />
      </div>
      <ItemPicker label="Add item" withCosts onPick={add} />
      <LinesTable
        className="lines-table--form receive-goods__lines"
        caption="Items received"
        captionId={linesId}
        columns={RECEIVED_COLUMNS}
        removable
        empty={lines.length === 0 && 'No items yet: find each one with Add item.'}
        foot={
          <LinesTotalRow label="Total cost" span={3} trailingCell>
            <strong>{total === null ? '—' : formatCents(total)}</strong>
          </LinesTotalRow>
        }
      >
        {lines.map((line, index) => (
          <tr key={line.key}>
            <td>
              {line.name}
              {line.unit !== 'pcs' && <span className="receive-goods__unit"> ({line.unit})</span>}
            </td>
            <FigureInputCell
              label="Quantity"
              inputLabel={`Quantity of ${line.name}`}
              inputClassName="receive-goods__input"
              inputMode={line.fractions ? 'decimal' : 'numeric'}
              value={line.quantity}
              invalid={line.quantity !== '' && quantityOf(line) === null}
              onChange={(quantity) => change(line.key, { quantity })}
            />
            <FigureInputCell
              label="Unit cost (KSh)"
              inputLabel={`Unit cost of ${line.name}`}
              inputClassName="receive-goods__input"
              value={line.unitCost}
              invalid={line.unitCost !== '' && parseKsh(line.unitCost) === null}
              onChange={(unitCost) => change(line.key, { unitCost })}
            />
            <FigureCell>{amounts[index] === null ? '—' : formatCents(amounts[index]!)}</FigureCell>
            <RemoveLineCell
              label={`Remove ${line.name}`}
              onRemove={() => setLines((current) => current.filter((l) => l.key !== line.key))}
            />
          </tr>
        ))}
      </LinesTable>
      <p className="receive-goods__cost-basis">Unit costs: {costBasis.hint}</p>
    </FormDialog>
  );
}
