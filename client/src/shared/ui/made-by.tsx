import './made-by.css';
import { formatDate } from '../format/date.ts';
import { Badge } from './badge.tsx';

type MadeByProps = {
  /** Who made the document. */
  email: string;
  /** Dated more than a day before it was made (the server decides, in Nairobi days). */
  backDated?: boolean;
  /** When it was really made; shown beside Back-dated so the gap is plain. */
  recordedAt?: string | null;
};

/**
 * "Made by <email>" on a document's page or dialog (on screen only, never printed), with a
 * Back-dated badge when it carries a date well before the day it was made: the owner sees who
 * sold what, and an invoice dated weeks back stands out.
 */
export function MadeBy({ email, backDated = false, recordedAt = null }: MadeByProps) {
  return (
    <p className="made-by">
      <span>
        Made by <strong>{email}</strong>
      </span>
      {backDated && (
        <span className="made-by__back-dated">
          <Badge tone="warning">Back-dated</Badge>
          {recordedAt && <span> made {formatDate(recordedAt)}</span>}
        </span>
      )}
    </p>
  );
}
