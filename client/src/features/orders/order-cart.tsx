import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLeaveGuard } from '../../shared/drafts/use-leave-guard.ts';
import type { StoredDraft } from '../../shared/drafts/use-stored-draft.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import type { ChosenParty as ChosenCustomer } from '../../shared/pickers/party-picker.tsx';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { catalogueItemOf } from './cart.context.ts';
import type { OrderDraft } from './order-draft.ts';
import { OrderForm } from './order-form.tsx';
import { CartItemDocument } from './orders.generated.ts';
import { useCart } from './use-cart.ts';

/**
 * The order being written: its cart machine, kept as the draft as it changes, and its form when
 * shown. Mounted once wanted (the form opened, or a draft to restore) and kept while the list
 * is shown, so View Orders and back loses nothing; leaving the screen with items in the cart
 * asks first.
 */
export function OrderCart({
  draft,
  defaultVatPercent,
  showForm,
  focusOnOpen,
  onCreated,
}: {
  draft: StoredDraft<OrderDraft>;
  defaultVatPercent: string;
  showForm: boolean;
  /** New Order was pressed: the form takes the focus as it opens. */
  focusOnOpen: boolean;
  /** The order was created: the list comes back with it highlighted. */
  onCreated: (orderId: string) => void;
}) {
  const toast = useToast();
  const client = useApolloClient();
  const { restored } = draft;
  const permissions = usePermissions();
  // A cashier sells at the shop's rate: a draft kept at another one (an owner's, on this
  // browser) starts again at it.
  const vatRateLocked = permissions !== null && !permissions.manage;
  const [customer, setCustomer] = useState<ChosenCustomer | null>(restored?.customer ?? null);
  // A new form after Discard: the pickers forget what was typed in them too.
  const [formKey, setFormKey] = useState(0);

  const cart = useCart(
    {
      onCreated: (order) => {
        // Paid at once in cash: the change to give, once more after the form has gone.
        toast.success(
          order.changeDue
            ? `Order ${order.orderNumber} created. Change: ${formatKsh(order.changeDue)}`
            : `Order ${order.orderNumber} created`,
        );
        setCustomer(null);
        draft.discard();
        onCreated(order.id);
        // The list is not on screen while the form is; dropping its pages from the cache makes
        // it load afresh, new order first, when it comes back.
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
    },
    {
      draft:
        restored?.cart && vatRateLocked
          ? { ...restored.cart, vatPercent: defaultVatPercent }
          : (restored?.cart ?? null),
      defaultVatPercent,
    },
  );
  const { send } = cart;
  const submitting = cart.snapshot.matches('submitting');
  const { customerId, paymentMethod, vatPercent, lines, attemptKey, paidNow } =
    cart.snapshot.context;

  // The work as it stands is the draft (an empty cart removes it); false when the browser
  // would not keep it, so a reload would lose it.
  const [kept, setKept] = useState(true);
  useEffect(() => {
    setKept(
      draft.save({
        cart: { customerId, paymentMethod, vatPercent, lines, attemptKey, paidNow },
        customer: customerId === '' ? null : customer,
      }),
    );
  }, [draft, customerId, paymentMethod, vatPercent, lines, attemptKey, paidNow, customer]);

  // Leaving with items in the cart asks first; a reload asks only when no draft could be kept.
  const unsaved = lines.length > 0;
  const leaving = useLeaveGuard({ when: unsaved, warnOnUnload: !kept });

  return (
    <>
      {showForm && (
        <OrderForm
          key={formKey}
          focusOnOpen={focusOnOpen}
          vatRateLocked={vatRateLocked}
          snapshot={cart.snapshot}
          send={send}
          submitting={submitting}
          customer={customer}
          onCustomerChange={(chosen) => {
            setCustomer(chosen);
            send({ type: 'customer.select', customerId: chosen.id });
          }}
          onWalkIn={() => {
            setCustomer(null);
            send({ type: 'customer.select', customerId: '' });
          }}
          onDiscard={() => {
            setCustomer(null);
            send({ type: 'order.discard' });
            draft.discard();
            setFormKey((key) => key + 1);
          }}
        />
      )}
      <ConfirmDialog
        open={leaving.asking}
        title="Leave this order?"
        message={
          kept ? (
            <p>
              The order being written ({formatCount(lines.length, 'item')} in the cart) is kept on
              this device: it will be here when you come back to Orders.
            </p>
          ) : (
            <p>
              The order being written ({formatCount(lines.length, 'item')} in the cart) cannot be
              kept on this device: leaving throws it away.
            </p>
          )
        }
        confirmLabel="Leave"
        cancelLabel="Stay"
        tone={kept ? 'primary' : 'danger'}
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
    </>
  );
}
