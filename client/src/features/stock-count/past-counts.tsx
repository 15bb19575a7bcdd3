import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { ShowMoreButton } from '../../shared/list/show-more-button.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { formatChange, formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ColumnHeadings, type LinesColumn } from '../../shared/ui/lines-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import {
  PastStockCountDocument,
  PastStockCountsDocument,
  type PastStockCountsQuery,
} from './stock-count.generated.ts';

type PastCount = PastStockCountsQuery['stockCounts']['nodes'][number];

const countColumns: readonly LinesColumn[] = [
  { heading: 'When' },
  { heading: 'Counted by' },
  { heading: 'Differed' },
  { heading: 'Difference', figure: true },
  { heading: 'Value at cost', figure: true },
];

const countedItemColumns: readonly LinesColumn[] = [
  { heading: 'Item' },
  { heading: 'Expected', figure: true },
  { heading: 'Counted', figure: true },
  { heading: 'Difference', figure: true },
  { heading: 'Value at cost', figure: true },
];

const differed = (count: { itemsCounted: number; itemsDiffering: number }) =>
  `${count.itemsDiffering} of ${count.itemsCounted} ${count.itemsCounted === 1 ? 'item' : 'items'}`;

/** The counts posted, newest first, each openable to every item it counted. */
export function PastCounts() {
  const { data, error, refetch, fetchMore } = useQuery(PastStockCountsDocument, {
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<PastCount | null>(null);
  const page = data?.stockCounts;
  return (
    <section className="stock-count__past" aria-labelledby="past-counts-title">
      <h2 id="past-counts-title">Past counts{page ? ` (${page.totalCount})` : ''}</h2>
      {error && !page && (
        <LoadError
          message={loadFailureMessage(error, 'Failed to load past counts.')}
          onReload={() => void refetch()}
        />
      )}
      {page && page.nodes.length === 0 && (
        <p className="stock-count__empty">No counts posted yet.</p>
      )}
      {page && page.nodes.length > 0 && (
        <table className="stock-count__past-table" aria-label="Past counts">
          <ColumnHeadings
            columns={countColumns}
            figureClass="stock-count__figure"
            actionsHeading="Open"
          />
          <tbody>
            {page.nodes.map((count) => (
              <tr key={count.id}>
                <td data-label="When">
                  {formatDateTime(count.countedAt)}
                  {count.note && <span className="stock-count__note">{count.note}</span>}
                </td>
                <td data-label="Counted by">{count.countedByEmail ?? '—'}</td>
                <td data-label="Differed">{differed(count)}</td>
                <td data-label="Difference" className="stock-count__figure">
                  {formatChange(count.totalDifferenceQuantity)}
                </td>
                <td data-label="Value at cost" className="stock-count__figure">
                  {formatKsh(count.totalDifferenceValue)}
                </td>
                <td>
                  <button
                    className="button button--small button--secondary"
                    type="button"
                    aria-label={`Open the count of ${formatDateTime(count.countedAt)}`}
                    onClick={() => setOpen(count)}
                  >
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ShowMoreButton page={page} fetchMore={fetchMore} />
      {open && <PastCountDialog count={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** One past count: every item counted, what the system held, what was counted, the difference. */
function PastCountDialog({ count, onClose }: { count: PastCount; onClose: () => void }) {
  const { data, error, refetch } = useQuery(PastStockCountDocument, {
    variables: { id: count.id },
  });
  const lines = data?.stockCount?.lines;
  return (
    <ModalDialog
      open
      title={`Stock count of ${formatDateTime(count.countedAt)}`}
      onClose={onClose}
      size="large"
    >
      <p>
        By {count.countedByEmail ?? 'a removed user'}: {differed(count)} differed, worth{' '}
        {formatKsh(count.totalDifferenceValue)} at cost.
      </p>
      {count.note && <p>Note: {count.note}</p>}
      {error && !lines && (
        <LoadError
          message={loadFailureMessage(error, 'Failed to load the count.')}
          onReload={() => void refetch()}
        />
      )}
      {!lines && !error && <p>Loading the count...</p>}
      {lines && (
        <table className="stock-count__past-table" aria-label="Counted items">
          <ColumnHeadings columns={countedItemColumns} figureClass="stock-count__figure" />
          <tbody>
            {lines.map((line) => (
              <tr key={line.itemId}>
                <td data-label="Item">{line.itemName}</td>
                <td data-label="Expected" className="stock-count__figure">
                  {formatQuantity(line.expectedQuantity, line.unit)}
                </td>
                <td data-label="Counted" className="stock-count__figure">
                  {formatQuantity(line.countedQuantity, line.unit)}
                </td>
                <td
                  data-label="Difference"
                  className={`stock-count__figure${line.difference < 0 ? ' figure--down' : line.difference > 0 ? ' figure--up' : ''}`}
                >
                  {formatChange(line.difference)}
                </td>
                <td data-label="Value at cost" className="stock-count__figure">
                  {formatKsh(line.differenceValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ModalDialog>
  );
}
