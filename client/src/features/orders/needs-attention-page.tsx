import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import {
  MarkOrderAttentionHandledDocument,
  NeedsAttentionDocument,
} from './needs-attention.generated.ts';
import './needs-attention.css';

/**
 * Needs attention (issue 54): sales made offline that were recorded as the customer paid them
 * although something had changed before they synced (stock ran out, a price changed, the
 * customer was deleted). Each says why; a manager deals with it (a count, a price, a word with
 * the cashier) and marks it handled. Nothing here changes the sale.
 */
export function NeedsAttentionPage() {
  const list = useQuery(NeedsAttentionDocument, { fetchPolicy: 'cache-and-network' });
  const [markHandled] = useMutation(MarkOrderAttentionHandledDocument, {
    refetchQueries: [NeedsAttentionDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const orders = list.data?.ordersPage.nodes ?? [];
  return (
    <>
      <PageHeader title="Needs attention">
        <p className="page-header__summary">
          Sales made offline, recorded as the customer paid them, where something had changed before
          they synced.
        </p>
      </PageHeader>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {list.loading && !list.data ? (
        <ScreenLoading />
      ) : list.error && !list.data ? (
        <p className="field__error" role="alert">
          {loadFailureMessage(list.error, 'Failed to load the sales that need attention')}
        </p>
      ) : orders.length === 0 ? (
        <p role="status">No sale needs attention.</p>
      ) : (
        <ul className="attention-list" aria-label="Sales that need attention">
          {orders.map((order) => (
            <li key={order.id} className="attention-list__sale">
              <div className="attention-list__head">
                <strong className="document-number">{order.orderNumber}</strong>
                <span>{order.customerName}</span>
                <span>{formatKsh(order.totalAmount)}</span>
              </div>
              <p className="attention-list__when">
                Sold {order.soldAt ? formatDateTime(order.soldAt) : '—'} by {order.createdBy.email},
                synced {formatDateTime(order.createdAt)}
              </p>
              <ul className="attention-list__reasons" aria-label={`Why ${order.orderNumber}`}>
                {order.attention.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <button
                className="button button--secondary"
                type="button"
                onClick={() => {
                  setFailure(null);
                  markHandled({ variables: { id: order.id } }).catch((error: unknown) =>
                    setFailure(loadFailureMessage(error, 'Failed to mark it handled')),
                  );
                }}
              >
                Mark handled
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
