import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '../../shared/format/date.ts';
import { DashboardBackupDocument } from './dashboard.generated.ts';

/** Two days: the server backs up daily, so one missed day is a warning, not yet news. */
const STALE_MS = 2 * 86_400_000;

/**
 * When the last good backup was (issue 19), on an owner's or a manager's dashboard: a quiet
 * line while backups are recent, a warning with what to do when there is none or it is old.
 */
export function BackupStatus() {
  const { data } = useQuery(DashboardBackupDocument, { fetchPolicy: 'cache-and-network' });
  const status = data?.backupStatus;
  if (!status) return null;
  const latest = status.latest;
  if (latest && Date.now() - Date.parse(latest.createdAt) < STALE_MS) {
    return (
      <p className="dashboard__backup" role="status">
        Last backup {formatDateTime(latest.createdAt)}, kept {status.keepDays} days in{' '}
        <code>{status.folder}</code>.
      </p>
    );
  }
  return (
    <p className="banner banner--warning dashboard__backup" role="status">
      {latest
        ? `The last backup was taken ${formatDateTime(latest.createdAt)}.`
        : 'No backup has been taken yet.'}{' '}
      Run <code>npm run backup</code> on the server, or keep Ghala running: it backs up once a day
      into <code>{status.folder}</code>.
    </p>
  );
}
