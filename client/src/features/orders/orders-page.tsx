import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useDefaultVatRate } from '../../shared/company/use-default-vat-rate.ts';
import { anyStoredDraft, useStoredDraft } from '../../shared/drafts/use-stored-draft.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import { ORDER_DRAFT } from './order-draft.ts';
import { OrdersList } from './orders-list.tsx';
import './orders.css';

// The order being written (its machine, form and pickers) is a chunk of its own, asked for
// once the list is up or when New Order is pressed: the list's first paint does not wait for
// code it does not show (issue 14).
const loadOrderCart = () => import('./order-cart.tsx');
const OrderCart = lazy(() => loadOrderCart().then((m) => ({ default: m.OrderCart })));

/**
 * Spec §2 Orders: the list of orders, or (toggled) the create-order form, which New Order opens
 * at an address of its own (`?form=new`) so that Back closes it. The order being
 * written is kept in the browser as a draft (issue 20), so it is waiting here after a trip to
 * another screen or a reload. The cart waits to know who is signed in (whose draft it is) and
 * the shop's default VAT rate; the list needs neither, so when this browser keeps no order
 * draft at all (nothing could replace the list with a restored cart) it is shown, and asked
 * for, at once rather than one round trip and one render later (issue 14).
 */
export function OrdersPage() {
  const draft = useStoredDraft(ORDER_DRAFT);
  // A new cart starts at the shop's default VAT rate, so wait for it rather than change it later.
  const defaultVatPercent = useDefaultVatRate();
  const [noDraftKept] = useState(() => !anyStoredDraft(ORDER_DRAFT.form));
  // The form opened by New Order has an address of its own (`?form=new`), so Back (a phone's
  // back button) goes from it to the list, not to the screen before.
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const formInAddress = params.get('form') === 'new';
  // A restored draft opens the form by itself until View Orders (or an order made) closes it.
  const [restoredClosed, setRestoredClosed] = useState(false);
  // The cart, once shown, stays mounted: its draft was read when the screen opened.
  const [cartShown, setCartShown] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The order made, the form that had the focus is gone: it goes to New Order, for the next sale
  // (the new order is marked in the list below).
  useEffect(() => {
    if (createdId !== null) toggleRef.current?.focus();
  }, [createdId]);
  const cartReady = draft !== undefined && defaultVatPercent !== null;
  // The cart's code comes once the list is shown and the screen is idle, so New Order opens at
  // once. Asked for at mount, it ran in the wait for the list's answer and held the rows back.
  const prefetchCart = useCallback(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadOrderCart().catch(() => undefined)); // React.lazy shows a failure
  }, []);
  if (!cartReady && !noDraftKept) {
    return (
      <>
        <PageHeader title="Orders" />
        <ScreenLoading />
      </>
    );
  }
  const restored = (draft?.restored ?? null) !== null;
  const showForm = formInAddress || (restored && !restoredClosed);
  if (showForm && !cartShown) setCartShown(true);
  // The cart is mounted once wanted (the form opened, or a draft to restore) and then kept, so
  // View Orders and back loses nothing; until then no cart machine runs beside the list.
  const cartWanted = cartShown || showForm || restored;

  function openForm() {
    const next = new URLSearchParams(params);
    next.set('form', 'new');
    setParams(next, { state: { formFromList: true } });
  }

  function closeForm() {
    setRestoredClosed(true);
    if (!formInAddress) return;
    // Opened from the list: back to that entry, its search and filters as they were.
    if ((location.state as { formFromList?: boolean } | null)?.formFromList) {
      navigate(-1);
      return;
    }
    // Opened by a link or a reload: the list takes the form's place in the history.
    const next = new URLSearchParams(params);
    next.delete('form');
    setParams(next, { replace: true });
  }
  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <button
            ref={toggleRef}
            className={showForm ? 'button button--secondary' : 'button button--primary'}
            type="button"
            onClick={showForm ? closeForm : openForm}
          >
            {showForm ? 'View Orders' : 'New Order'}
          </button>
        }
      >
        {showForm && <p className="page-header__summary">Sell from stock to a customer.</p>}
      </PageHeader>
      {cartReady && cartWanted ? (
        <Suspense fallback={showForm && <ScreenLoading />}>
          <OrderCart
            draft={draft}
            defaultVatPercent={defaultVatPercent}
            showForm={showForm}
            focusOnOpen={formInAddress}
            onCreated={(id) => {
              closeForm();
              setCreatedId(id);
            }}
          />
        </Suspense>
      ) : (
        showForm && <ScreenLoading />
      )}
      {/* Always in this place, so the cart arriving beside it does not mount it again. */}
      {!showForm && <OrdersList highlightId={createdId} onShown={prefetchCart} />}
    </>
  );
}
