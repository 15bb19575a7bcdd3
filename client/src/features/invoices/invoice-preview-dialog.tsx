import { useQuery } from '@apollo/client/react';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { InvoicePreview } from './invoice-preview.tsx';
import { InvoiceByIdDocument, InvoiceCompanyDocument } from './invoices.generated.ts';

/** How often an invoice waiting for KRA is read again while it is open. */
const ETIMS_POLL_MS = 5_000;

type InvoicePreviewDialogProps = {
  invoiceId: string;
  /** A message to greet with, e.g. that the invoice was just created. */
  notice?: string | null;
  onClose: () => void;
  onDeleted: (invoiceNumber: string) => void;
};

/** The printed invoice on screen, with its actions: print, payments and delete. */
export function InvoicePreviewDialog({
  invoiceId,
  notice = null,
  onClose,
  onDeleted,
}: InvoicePreviewDialogProps) {
  const { data, error, loading } = useQuery(InvoiceByIdDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  // While KRA has not answered for it (or one of its credit notes), look again now and then.
  const awaitingKra = [
    data?.invoice?.etims,
    ...(data?.invoice?.creditNotes ?? []).map((note) => note.etims),
  ].some((etims) => etims?.state === 'waiting');
  useQuery(InvoiceByIdDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'network-only',
    pollInterval: ETIMS_POLL_MS,
    skip: !awaitingKra,
  });
  const company = useQuery(InvoiceCompanyDocument);
  const invoice = data?.invoice;

  if (!invoice) {
    let message = 'Loading invoice...';
    if (error) message = loadFailureMessage(error, 'Failed to load invoice');
    else if (!loading && data) message = 'Invoice not found. It may have been deleted.';
    return (
      <ModalDialog
        open
        title="Invoice"
        onClose={onClose}
        size="small"
        footer={<DialogCancelButton>Close</DialogCancelButton>}
      >
        <p role={error || data ? 'alert' : 'status'}>{message}</p>
      </ModalDialog>
    );
  }

  return (
    <InvoicePreview
      invoice={invoice}
      company={company.data?.company ?? null}
      notice={notice}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
