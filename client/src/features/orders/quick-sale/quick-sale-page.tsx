import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useDefaultVatRate } from '../../../shared/company/use-default-vat-rate.ts';
import { loadFailureMessage } from '../../../shared/graphql/load-failure.ts';
import { useKeptCatalogue } from '../../../shared/offline/kept-catalogue.ts';
import { CurrentShiftDocument } from '../../../shared/shifts/current-shift.generated.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ScreenLoading } from '../../../shared/ui/screen-loading.tsx';
import { QuickSaleRegister } from './quick-sale-register.tsx';
import '../orders.css';
import './quick-sale.css';

/**
 * The quick sale (issue 50): a screen of its own beside Orders, not a mode of New Order, so the
 * counter's keys (Enter finishes, the focus lives in the search) never change what they do on
 * the full order form, and an order being written there is never disturbed by a sale at the
 * till. It runs New Order's cart, paid-now rules and request. A sale is at the shop's default VAT
 * rate, which it waits for.
 *
 * A sale at the counter goes into its cashier's drawer, and a drawer is a shift (design.md §2b):
 * the Z report counts what its cashier took while it was open. So the screen sells only while the
 * signed-in user has a shift open; without one it says so and links to the Shift screen, rather
 * than take cash that no drawer count would ever expect. Asked each time the screen opens: a
 * shift may have been opened or closed at another till.
 *
 * Opening it keeps the whole catalogue on the device again when the kept one is a few minutes
 * old, so a scan or search during an outage finds any item (shared/offline/kept-catalogue.ts).
 */
export function QuickSalePage() {
  useKeptCatalogue();
  const defaultVatPercent = useDefaultVatRate();
  const shift = useQuery(CurrentShiftDocument, { fetchPolicy: 'cache-and-network' });
  const header = (
    <PageHeader title="Quick sale">
      <p className="page-header__summary">Scan, take the cash, press Enter.</p>
    </PageHeader>
  );
  if (shift.error && !shift.data)
    return (
      <>
        {header}
        <LoadError
          message={loadFailureMessage(shift.error, 'Failed to load your shift')}
          onReload={() => void shift.refetch()}
        />
      </>
    );
  if (defaultVatPercent === null || !shift.data)
    return (
      <>
        {header}
        <ScreenLoading />
      </>
    );
  return (
    <>
      {header}
      {shift.data.currentShift ? (
        <QuickSaleRegister defaultVatPercent={defaultVatPercent} />
      ) : (
        <section className="card order-panel quick-sale__no-shift" aria-labelledby="no-shift-title">
          <h2 id="no-shift-title" className="order-panel__title">
            No shift open
          </h2>
          <p>
            Sales at the counter go into your drawer, and your drawer is your shift: open it with
            the cash in the drawer before the first sale, so the count at the close expects every
            sale.
          </p>
          <Link className="button button--primary" to="/shifts">
            Open a shift
          </Link>
        </section>
      )}
    </>
  );
}
