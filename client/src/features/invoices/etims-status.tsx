import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import {
  type EtimsDocumentDetailFragment,
  RetryEtimsDocumentDocument,
} from './invoices.generated.ts';

/*
 * A document's signing by KRA (issue 21) on screen, never only in a log: waiting (with how often
 * it was tried and KRA's last word), signed, or refused with KRA's message and a retry for
 * owners and managers. Nothing at all for a document issued with eTIMS off.
 */

const tones: Record<EtimsDocumentDetailFragment['state'], BadgeTone> = {
  waiting: 'warning',
  signed: 'success',
  refused: 'danger',
};

/** The list row's word for it. */
export function EtimsBadge({ etims }: { etims: EtimsDocumentDetailFragment | null }) {
  if (!etims) return null;
  return <Badge tone={tones[etims.state]}>eTIMS: {etims.state}</Badge>;
}

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/** What the preview says of it, with the retry. */
export function EtimsStatus({
  etims,
  documentLabel,
}: {
  etims: EtimsDocumentDetailFragment | null;
  /** e.g. "INV-000017", for the retry button's accessible name. */
  documentLabel: string;
}) {
  const mayManage = usePermissions()?.manage ?? false;
  const [retry, { loading }] = useMutation(RetryEtimsDocumentDocument);
  const [failure, setFailure] = useState<string | null>(null);
  if (!etims) return null;

  async function sendAgain(id: string) {
    setFailure(null);
    try {
      // The answer is the same EtimsDocument the document holds: the cache updates it there.
      await retry({ variables: { id } });
    } catch (caught) {
      setFailure(serverMessage(caught) ?? 'Could not send it to KRA again. Please try again.');
    }
  }

  // With eTIMS off nothing is sent: a waiting document waits for it, not for KRA, whose last
  // word (if any) is stale, and a retry would only queue it again.
  const off = etims.state === 'waiting' && etims.etimsOff;
  // A refused document waits for someone; a waiting one KRA failed may be tried now.
  const retryable =
    !off && (etims.state === 'refused' || (etims.state === 'waiting' && etims.attempts > 0));
  return (
    <div
      className={`etims-status etims-status--${etims.state}`}
      role={etims.state === 'refused' ? 'alert' : 'status'}
    >
      <p className="etims-status__text">
        <strong>eTIMS: {etims.state}</strong>
        {etims.state === 'refused' && etims.lastError && <> — {etims.lastError}</>}
        {off && <> — eTIMS is off; it is sent when eTIMS is on again</>}
        {!off && etims.state === 'waiting' && etims.attempts > 0 && (
          <>
            {' '}
            · {attemptsText(etims.attempts)}
            {etims.lastError && <> · KRA: {etims.lastError}</>}
          </>
        )}
        {!off && etims.state === 'waiting' && etims.attempts === 0 && <> · queued for KRA</>}
        {etims.receipt && <> · CU invoice {etims.receipt.cuInvoiceNumber}</>}
      </p>
      {mayManage && retryable && (
        <button
          className="button button--secondary button--small"
          type="button"
          disabled={loading}
          aria-label={`Retry eTIMS for ${documentLabel}`}
          onClick={() => sendAgain(etims.id)}
        >
          {loading ? 'Sending...' : 'Retry eTIMS'}
        </button>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
