import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { ShowMoreButton } from '../../shared/list/show-more-button.tsx';
import { centsToKsh } from '../../shared/money/cents.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { CurrentShiftDocument } from '../../shared/shifts/current-shift.generated.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { FigureCell, type LinesColumn, LinesTable } from '../../shared/ui/lines-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { ShiftView } from './shift.context.ts';
import { shiftWords } from './shift.messages.ts';
import {
  CloseShiftDocument,
  ShiftsPageDocument,
  type ShiftsPageQuery,
} from './shifts.generated.ts';
import { differenceText, ZReport } from './z-report.tsx';

type Row = ShiftsPageQuery['shiftsPage']['nodes'][number];

const shiftColumns: readonly LinesColumn[] = [
  { heading: 'Cashier' },
  { heading: 'Opened' },
  { heading: 'Closed' },
  { heading: 'Float', figure: true },
  { heading: 'Expected', figure: true },
  { heading: 'Counted', figure: true },
  { heading: 'Difference' },
];

/** A manager closing another cashier's shift left open: the cash counted, then its Z report. */
function CloseOthersShift({
  row,
  onClosed,
  onClose,
}: {
  row: Row;
  onClosed: (shift: ShiftView) => void;
  onClose: () => void;
}) {
  const [counted, setCounted] = useState('');
  // One key for this dialog's attempts: a retry after a network failure closes once.
  const [key] = useState(newAttemptKey);
  const [closeShift] = useMutation(CloseShiftDocument, {
    refetchQueries: [ShiftsPageDocument, CurrentShiftDocument],
  });
  return (
    <FormDialog
      title={`Close the shift of ${row.cashier.email}`}
      submitLabel="Close shift"
      busyLabel="Closing..."
      size="small"
      onClose={onClose}
      onSubmit={async () => {
        const cents = counted.trim() === '' ? null : parseKsh(counted);
        if (cents === null) return shiftWords.countUnreadable;
        try {
          const answer = await closeShift({
            variables: { id: row.id, countedCash: centsToKsh(cents), idempotencyKey: key },
          });
          if (answer.data) onClosed(answer.data.closeShift);
          return undefined;
        } catch (failure) {
          return shiftWords.failure(failure);
        }
      }}
    >
      <p>
        Opened {formatDateTime(row.openedAt)} with {formatKsh(row.openingFloat)}.
      </p>
      <TextField
        label="Cash counted (KSh)"
        inputMode="decimal"
        value={counted}
        onChange={setCounted}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** Every cashier's shifts, the latest first, for owners and managers: close one left open. */
export function ShiftsList({ shopName }: { shopName?: string | null }) {
  const { data, error, loading, refetch, fetchMore } = useQuery(ShiftsPageDocument, {
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const [closing, setClosing] = useState<Row | null>(null);
  const [report, setReport] = useState<ShiftView | null>(null);
  const page = data?.shiftsPage;

  if (error && !page)
    return (
      <LoadError
        message={loadFailureMessage(error, 'Failed to load shifts.')}
        onReload={() => void refetch()}
      />
    );

  return (
    <section className="card card--stack" aria-labelledby="shifts-list-title">
      <h2 id="shifts-list-title" className="shift-card__title">
        All shifts{page ? ` (${page.totalCount})` : ''}
      </h2>
      {!page && loading && <p className="shift-card__note">Loading shifts...</p>}
      {page && page.nodes.length === 0 && <p className="shift-card__note">No shifts yet.</p>}
      {page && page.nodes.length > 0 && (
        // On a phone each shift is a card: the cashier across, each figure under its name.
        <LinesTable
          className="lines-table--cards shifts-table"
          caption="Every cashier's shifts, the latest opened first"
          columns={shiftColumns}
        >
          {page.nodes.map((row) => (
            <tr key={row.id}>
              <td className="lines-table__item">{row.cashier.email}</td>
              <td data-label="Opened">{formatDateTime(row.openedAt)}</td>
              <td data-label="Closed">
                {row.closedAt ? (
                  formatDateTime(row.closedAt)
                ) : (
                  <span className="shifts-table__open">
                    <Badge tone="warning">Open</Badge>
                    <ActionButton className="button--small" onClick={() => setClosing(row)}>
                      Close
                    </ActionButton>
                  </span>
                )}
              </td>
              <FigureCell label="Float">{formatKsh(row.openingFloat)}</FigureCell>
              <FigureCell label="Expected">
                {row.expectedCash === null ? '' : formatKsh(row.expectedCash)}
              </FigureCell>
              <FigureCell label="Counted">
                {row.countedCash === null ? '' : formatKsh(row.countedCash)}
              </FigureCell>
              <td data-label="Difference">
                {row.difference === null ? (
                  ''
                ) : (
                  <Badge tone={row.difference === 0 ? 'success' : 'danger'}>
                    {differenceText(row.difference)}
                  </Badge>
                )}
              </td>
            </tr>
          ))}
        </LinesTable>
      )}
      <ShowMoreButton page={page} fetchMore={fetchMore} />
      {closing && (
        <CloseOthersShift
          row={closing}
          onClose={() => setClosing(null)}
          onClosed={(shift) => {
            setClosing(null);
            setReport(shift);
          }}
        />
      )}
      {report && (
        <ModalDialog open title="Z report" onClose={() => setReport(null)} size="medium">
          <ZReport shift={report} shopName={shopName} />
        </ModalDialog>
      )}
    </section>
  );
}
