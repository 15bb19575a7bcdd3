import { printDocument } from '../../shared/print/print-document.ts';
import { useShareDialog } from '../../shared/share/share-document-dialog.tsx';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { CreditNoteDocument } from './credit-note-document.tsx';
import { DocumentRecord } from './document-record.tsx';
import type { CreditNoteDetailFragment } from './invoices.generated.ts';

type CreditNoteViewerDialogProps = {
  /** The note shown, as the invoice's latest read has it; null: closed. */
  note: CreditNoteDetailFragment | null;
  customerName: string;
  /** The customer's contact: Share sends the link to its WhatsApp number. */
  customerContact: string | null;
  company: Parameters<typeof CreditNoteDocument>[0]['company'];
  onClose: () => void;
};

/** One credit note of an invoice, as it prints, with who issued it and its eTIMS state. */
export function CreditNoteViewerDialog({
  note,
  customerName,
  customerContact,
  company,
  onClose,
}: CreditNoteViewerDialogProps) {
  const share = useShareDialog(
    note && {
      kind: 'credit_note',
      id: note.id,
      number: note.creditNoteNumber,
      contact: customerContact,
    },
  );
  return (
    <>
      <ModalDialog
        open={note !== null}
        title={note ? `Credit note ${note.creditNoteNumber}` : 'Credit note'}
        onClose={onClose}
        size="large"
        className="invoice-preview"
        footer={
          <>
            <DialogCancelButton>Close</DialogCancelButton>
            <ActionButton onClick={share.open}>Share</ActionButton>
            <ActionButton
              tone="primary"
              onClick={() => note && printDocument(`${note.creditNoteNumber} ${customerName}`)}
            >
              Print / Export PDF
            </ActionButton>
          </>
        }
      >
        {note && (
          <>
            <DocumentRecord document={note} number={note.creditNoteNumber} />
            <div className="invoice-preview__paper">
              <CreditNoteDocument note={note} company={company} />
            </div>
          </>
        )}
      </ModalDialog>
      {share.dialog}
    </>
  );
}
