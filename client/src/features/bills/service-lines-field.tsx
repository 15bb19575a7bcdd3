import { type Dispatch, type SetStateAction, useId } from 'react';
import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { DEFAULT_TAX_BAND, TAX_BANDS } from '../../shared/kra/kra-codes.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { FigureInputCell, LinesTable, RemoveLineCell } from '../../shared/ui/lines-table.tsx';

/** A typed line of a bill for a service (transport, rent), as typed. */
export type ServiceLine = { key: string; description: string; amount: string; taxBand: TaxBand };

const SERVICE_COLUMNS = [
  { heading: 'For' },
  { heading: 'Amount (KSh)', figure: true },
  { heading: 'Band' },
];

/** A bill's typed service lines: what each is for, its amount and tax band; added and removed. */
export function ServiceLinesField({
  lines,
  onChange,
}: {
  lines: readonly ServiceLine[];
  onChange: Dispatch<SetStateAction<ServiceLine[]>>;
}) {
  const linesId = useId();
  const change = (key: string, update: Partial<ServiceLine>) =>
    onChange((current) =>
      current.map((line) => (line.key === key ? { ...line, ...update } : line)),
    );
  return (
    <>
      <LinesTable
        className="lines-table--form new-bill__lines"
        caption="Service lines"
        captionId={linesId}
        columns={SERVICE_COLUMNS}
        removable
        empty={
          lines.length === 0 && 'No service lines: add one for transport, rent or other services.'
        }
      >
        {lines.map((line, index) => (
          <tr key={line.key}>
            <td>
              <input
                className="input"
                aria-label={`Service line ${index + 1}: what it is for`}
                value={line.description}
                maxLength={200}
                onChange={(event) => change(line.key, { description: event.target.value })}
              />
            </td>
            <FigureInputCell
              label="Amount (KSh)"
              inputLabel={`Service line ${index + 1}: amount`}
              inputClassName="new-bill__amount"
              value={line.amount}
              invalid={line.amount !== '' && parseKsh(line.amount) === null}
              onChange={(amount) => change(line.key, { amount })}
            />
            <td data-label="Band">
              <select
                className="input"
                aria-label={`Service line ${index + 1}: tax band`}
                value={line.taxBand}
                onChange={(event) => change(line.key, { taxBand: event.target.value as TaxBand })}
              >
                {TAX_BANDS.map((band) => (
                  <option key={band.band} value={band.band}>
                    {band.label}
                  </option>
                ))}
              </select>
            </td>
            <RemoveLineCell
              label={`Remove service line ${index + 1}`}
              onRemove={() => onChange((current) => current.filter((l) => l.key !== line.key))}
            />
          </tr>
        ))}
      </LinesTable>
      <ActionButton
        className="new-bill__add"
        onClick={() =>
          onChange((current) => [
            ...current,
            { key: newAttemptKey(), description: '', amount: '', taxBand: DEFAULT_TAX_BAND },
          ])
        }
      >
        Add service line
      </ActionButton>
    </>
  );
}
