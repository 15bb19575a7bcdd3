import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime, nairobiDay } from '../../shared/format/date.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { CurrentShiftDocument } from '../../shared/shifts/current-shift.generated.ts';
import { ShiftsPageDocument } from './shifts.generated.ts';

/** True when the shift opened on a day before today in Nairobi. */
const fromAnEarlierDay = (openedAt: string) => nairobiDay(new Date(openedAt)) < nairobiDay();

/**
 * Nothing is lost when a shift is left open: the next sign-in says so (design.md §2b). The
 * signed-in cashier's own shift from an earlier day, with a link to count and close it; for an
 * owner or a manager, other cashiers' shifts still open, with a link to the list.
 */
export function ShiftLeftOpenBanner() {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const mine = useQuery(CurrentShiftDocument, { fetchPolicy: 'cache-first' });
  const open = useQuery(ShiftsPageDocument, {
    variables: { first: 20, open: true },
    fetchPolicy: 'cache-first',
    skip: !permissions?.manage,
  });
  // The Shift screen shows both itself.
  if (pathname === '/shifts') return null;
  const own = mine.data?.currentShift;
  const myId = own?.cashier.id;
  const others = (open.data?.shiftsPage.nodes ?? []).filter(
    (shift) => shift.cashier.id !== myId && shift.id !== own?.id,
  );
  const ownLeftOpen = own && fromAnEarlierDay(own.openedAt);
  if (!ownLeftOpen && others.length === 0) return null;
  return (
    <div className="shift-banner no-print" role="status">
      {ownLeftOpen && (
        <p className="banner banner--warning">
          Your shift opened {formatDateTime(own.openedAt)} is still open.{' '}
          <Link to="/shifts">Count and close it</Link>
        </p>
      )}
      {others.length > 0 && (
        <p className="banner banner--info">
          {others.length === 1
            ? `The shift of ${others[0]!.cashier.email}, opened ${formatDateTime(others[0]!.openedAt)}, is still open.`
            : `${others.length} shifts of other cashiers are still open.`}{' '}
          <Link to="/shifts">See shifts</Link>
        </p>
      )}
    </div>
  );
}
