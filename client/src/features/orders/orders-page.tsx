import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { OrdersScreenDocument } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { OrderForm } from './order-form.tsx';
import { ordersText } from './orders.messages.ts';
import { OrdersList } from './orders-list.tsx';
import { useCart } from './use-cart.ts';
import './orders.css';

/** Spec §2 Orders: the list of orders, or (toggled) the create-order form. */
export function OrdersPage() {
  const toast = useToast();
  const [showForm, setShowForm] = useState(false);
  // Stock and payments change at other tills: a revisit shows the cache, then fresh data.
  const { data, loading, error, refetch } = useQuery(OrdersScreenDocument, {
    fetchPolicy: 'cache-and-network',
  });

  const cart = useCart({
    onCreated: (order) => {
      toast.success(`Order ${order.orderNumber} created`);
      setShowForm(false);
      void refetch().catch(() => undefined);
    },
    // Stock or prices moved under the cart: fresh data lets the cart follow them.
    onRefused: () => void refetch().catch(() => undefined),
  });
  const { send } = cart;

  const items = data?.inventoryItems;
  useEffect(() => {
    if (!items) return;
    send({
      type: 'catalogue.sync',
      items: items.map((item) => ({
        id: item.id,
        name: item.name,
        unitPrice: item.unitPrice,
        stock: item.quantity,
      })),
    });
  }, [items, send]);

  const submitting = cart.snapshot.matches('submitting');

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <button
            className={showForm ? 'button button--secondary' : 'button button--primary'}
            type="button"
            onClick={() => setShowForm((open) => !open)}
          >
            {showForm ? 'View Orders' : 'New Order'}
          </button>
        }
      >
        {data && !showForm && (
          <p className="orders-page__summary">
            {data.orders.length === 1 ? '1 order' : `${data.orders.length} orders`}
          </p>
        )}
        {showForm && <p className="orders-page__summary">Sell from stock to a customer.</p>}
      </PageHeader>
      {error && !data ? (
        <LoadError message={loadFailureMessage(error, ordersText.loadFailed)} />
      ) : showForm ? (
        <OrderForm
          snapshot={cart.snapshot}
          send={send}
          submitting={submitting}
          customers={data?.customers ?? []}
          items={items ?? []}
          loading={loading && !data}
        />
      ) : (
        <OrdersList orders={data?.orders ?? []} loading={loading && !data} />
      )}
    </>
  );
}
