import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { UndoWithReasonDialog } from '../../shared/documents/undo-with-reason-dialog.tsx';
import { formatDate, formatDateTime } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { FigureCell, LinesTable, LinesTotalRow } from '../../shared/ui/lines-table.tsx';
import { MadeBy } from '../../shared/ui/made-by.tsx';
import { RecordDialog } from '../../shared/ui/record-dialog.tsx';
import { goodsReceivedStatuses } from './goods-received-status.ts';
import {
  GoodsReceivedNoteDetailDocument,
  ReverseGoodsReceivedDocument,
} from './purchases.generated.ts';

type GoodsReceivedDialogProps = {
  /** The note shown; null when closed. */
  noteId: string | null;
  onClose: () => void;
  onReversed: () => void;
};

/** One goods received note: supplier, day, lines and costs; Reverse while it stands. */
const NOTE_COLUMNS = [
  { heading: 'Item' },
  { heading: 'Quantity', figure: true },
  { heading: 'Unit cost', figure: true },
  { heading: 'Amount', figure: true },
];

export function GoodsReceivedDialog({ noteId, onClose, onReversed }: GoodsReceivedDialogProps) {
  const [reversing, setReversing] = useState(false);
  const { data, loading, error, refetch } = useQuery(GoodsReceivedNoteDetailDocument, {
    variables: { id: noteId ?? '' },
    skip: noteId === null,
    fetchPolicy: 'network-only',
  });
  const note = noteId === null ? null : data?.goodsReceivedNote;
  const posted = note?.status === 'posted';

  return (
    <>
      <RecordDialog
        open={noteId !== null && !reversing}
        title={note ? `Goods received ${note.grnNumber}` : 'Goods received'}
        onClose={onClose}
        action={
          posted && (
            <ActionButton tone="danger" onClick={() => setReversing(true)}>
              Reverse
            </ActionButton>
          )
        }
        loadFailure={error && !data ? 'Failed to load the goods received note.' : null}
        onRetry={() => void refetch()}
        loading={loading || !note}
      >
        {note && (
          <div className="record-detail">
            <MadeBy
              email={note.createdBy.email}
              backDated={note.backDated}
              recordedAt={note.createdAt}
            />
            <dl className="record-detail__facts">
              <Fact label="Supplier">{note.supplierName}</Fact>
              <Fact label="Received">{formatDate(note.receivedOn)}</Fact>
              <Fact label="Supplier invoice">{note.supplierInvoiceNumber ?? '—'}</Fact>
              <Fact label="Posted">{formatDateTime(note.createdAt)}</Fact>
              <Fact label="Status">
                <BadgeOf table={goodsReceivedStatuses} value={note.status} />
              </Fact>
            </dl>
            {note.reversedAt && (
              <p className="banner banner--info">
                Reversed {formatDateTime(note.reversedAt)} by {note.reversedByEmail}:{' '}
                {note.reversalReason}
              </p>
            )}
            {note.note && <p className="record-detail__note">{note.note}</p>}
            <LinesTable
              className="lines-table--cards"
              caption="Items received"
              columns={NOTE_COLUMNS}
              foot={
                <LinesTotalRow label="Total cost" span={3}>
                  <strong>{formatKsh(note.totalCost)}</strong>
                </LinesTotalRow>
              }
            >
              {note.lines.map((line) => (
                <tr key={line.id}>
                  <td className="lines-table__item">{line.itemName}</td>
                  <FigureCell label="Quantity">
                    {formatQuantity(line.quantity, line.unit)}
                  </FigureCell>
                  <FigureCell label="Unit cost">{formatKsh(line.unitCost)}</FigureCell>
                  <FigureCell label="Amount">{formatKsh(line.amount)}</FigureCell>
                </tr>
              ))}
            </LinesTable>
          </div>
        )}
      </RecordDialog>
      {reversing && note && (
        <ReverseGoodsReceivedDialog
          note={note}
          onClose={() => setReversing(false)}
          onReversed={() => {
            setReversing(false);
            void refetch();
            onReversed();
          }}
        />
      )}
    </>
  );
}

function ReverseGoodsReceivedDialog({
  note,
  onClose,
  onReversed,
}: {
  note: { id: string; grnNumber: string };
  onClose: () => void;
  onReversed: () => void;
}) {
  return (
    <UndoWithReasonDialog
      document={{ id: note.id, number: note.grnNumber }}
      mutation={ReverseGoodsReceivedDocument}
      verb={{ doing: 'reverse', done: 'reversed' }}
      onUndone={onReversed}
      title={`Reverse ${note.grnNumber}`}
      submitLabel="Reverse"
      busyLabel="Reversing..."
      message={
        <>
          Its stock goes back out of inventory and the note is marked reversed; it is never deleted.
          Cost prices stay where the delivery moved them.
        </>
      }
      reasonRequired="Say why the delivery is reversed."
      discardTitle="Discard this reversal?"
      discardMessage="Nothing has been reversed. The reason you typed will be lost."
      onClose={onClose}
    />
  );
}
