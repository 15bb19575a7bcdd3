import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { WithdrawDocumentDialog } from '../../shared/documents/withdraw-document-dialog.tsx';
import { DeleteInvoiceDocument, type InvoiceDetailFragment } from './invoices.generated.ts';
import { deleteFailedText, deleteFailureText, voidRefusalText } from './invoices.messages.ts';

type VoidCallbacks = {
  onDeleted: (invoiceNumber: string) => void;
  /** Why it was not voided: refused before the confirmation, or by the server after it. */
  onFailed: (message: string) => void;
};

/**
 * The preview's Delete (the spec's delete, which voids): what would refuse it is said at the
 * press, otherwise a confirmation that takes an optional reason. Returns the press, whether the
 * void is in flight, and the confirmation to render.
 */
export function useVoidInvoice(
  invoice: InvoiceDetailFragment,
  { onDeleted, onFailed }: VoidCallbacks,
) {
  const [confirming, setConfirming] = useState(false);
  const [deleteInvoice, { loading: deleting }] = useMutation(DeleteInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
  });

  function ask() {
    // What would refuse it is said now, not after the confirmation.
    const refusal = voidRefusalText(invoice);
    if (refusal) onFailed(deleteFailedText(refusal));
    else setConfirming(true);
  }

  async function remove(reason: string | null) {
    try {
      await deleteInvoice({ variables: { id: invoice.id, reason } });
      setConfirming(false);
      onDeleted(invoice.invoiceNumber);
    } catch (failure) {
      setConfirming(false);
      onFailed(deleteFailureText(failure));
    }
  }

  const confirmation = (
    <WithdrawDocumentDialog
      open={confirming}
      title="Delete invoice"
      question={`Delete invoice ${invoice.invoiceNumber} for ${invoice.customerName}? This cannot be undone.`}
      consequence="It stays on record as VOID with its number, as KRA expects; its stock from inventory comes back."
      confirmLabel={deleting ? 'Deleting...' : 'Delete'}
      busy={deleting}
      onConfirm={remove}
      onCancel={() => setConfirming(false)}
    />
  );
  return { ask, deleting, confirmation };
}
