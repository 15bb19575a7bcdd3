import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CartItemDocument } from '../../graphql/operations.generated.ts';
import type { ChosenParty as ChosenCustomer } from '../../shared/pickers/party-picker.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { catalogueItemOf } from './cart.machine.ts';
import { OrderForm } from './order-form.tsx';
import { OrdersList } from './orders-list.tsx';
import { useCart } from './use-cart.ts';
import './orders.css';

/** Spec §2 Orders: the list of orders, or (toggled) the create-order form. */
export function OrdersPage() {
  const toast = useToast();
  const client = useApolloClient();
  const [showForm, setShowForm] = useState(false);
  const [customer, setCustomer] = useState<ChosenCustomer | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const cart = useCart({
    onCreated: (order) => {
      toast.success(`Order ${order.orderNumber} created`);
      setShowForm(false);
      setCustomer(null);
      setCreatedId(order.id);
      // The list is not on screen while the form is; dropping its pages from the cache makes it
      // load afresh, new order first, when it comes back.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'ordersPage' });
      client.cache.gc();
    },
    // Stock or prices moved under the cart: each line's item as the server has it now.
    onRefused: () => {
      const lines = cart.snapshot.context.lines;
      void Promise.all(
        lines.map((line) =>
          client
            .query({
              query: CartItemDocument,
              variables: { id: line.itemId },
              fetchPolicy: 'network-only',
            })
            .then(({ data }) => data?.inventoryItem ?? null),
        ),
      )
        .then((found) => {
          const items = found.flatMap((item) => (item ? [catalogueItemOf(item)] : []));
          cart.send({ type: 'catalogue.sync', items });
        })
        .catch(() => undefined); // the refusal is on screen; the next try asks again
    },
  });
  const { send } = cart;
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
        {showForm && <p className="orders-page__summary">Sell from stock to a customer.</p>}
      </PageHeader>
      {showForm ? (
        <OrderForm
          snapshot={cart.snapshot}
          send={send}
          submitting={submitting}
          customer={customer}
          onCustomerChange={(chosen) => {
            setCustomer(chosen);
            send({ type: 'customer.select', customerId: chosen.id });
          }}
        />
      ) : (
        <OrdersList highlightId={createdId} />
      )}
    </>
  );
}
