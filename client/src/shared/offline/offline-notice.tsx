import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDate, formatDateTime } from '../format/date.ts';
import { shownFromDevice } from './kept-queries.ts';
import { offlineStatus } from './offline-status.ts';

/** "14:32" today, "06/12/2026 14:32" on an earlier day (Nairobi time, as every date shown). */
export function asOf(savedAt: number, now = Date.now()): string {
  const at = formatDateTime(new Date(savedAt));
  return formatDate(new Date(savedAt)) === formatDate(new Date(now)) ? at.slice(-5) : at;
}

/**
 * While the server cannot be reached, every signed-in screen says so, and a screen showing
 * what the device kept says how old it is: "Offline — showing items as of 14:32".
 */
export function OfflineNotice() {
  const { pathname } = useLocation();
  const { offline, servedFromDevice } = useSyncExternalStore(
    offlineStatus.subscribe,
    () => offlineStatus.state,
  );
  if (!offline) return null;
  // A set: the search and a scan both showing the kept catalogue say it once.
  const shown = [
    ...new Set(
      [...servedFromDevice].flatMap(([operationName, savedAt]) => {
        const kept = shownFromDevice(operationName);
        return kept && kept.screen === pathname ? [`${kept.shows} as of ${asOf(savedAt)}`] : [];
      }),
    ),
  ];
  return (
    <p className="offline-notice banner banner--warning no-print" role="status">
      {shown.length > 0
        ? `Offline — showing ${shown.join(', ')}.`
        : 'Offline — this screen needs the server. Items and customers you have seen are still here.'}
    </p>
  );
}
