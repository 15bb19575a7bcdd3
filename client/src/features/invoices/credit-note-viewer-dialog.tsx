import type { CreditNoteDetailFragment } from '../../graphql/operations.generated.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { CreditNoteDocument } from './credit-note-document.tsx';
import { DocumentRecord } from './document-record.tsx';

type CreditNoteViewerDialogProps = {
  /** The note shown, as the invoice's latest read has it; null: closed. */
  note: CreditNoteDetailFragment | null;
  customerName: string;
  company: Parameters<typeof CreditNoteDocument>[0]['company'];
  onClose: () => void;
};

/** One credit note of an invoice, as it prints, with who issued it and its eTIMS state. */
export function CreditNoteViewerDialog({
  note,
  customerName,
  company,
  onClose,
}: CreditNoteViewerDialogProps) {
  return (
    <ModalDialog
      open={note !== null}
      title={note ? `Credit note ${note.creditNoteNumber}` : 'Credit note'}
      onClose={onClose}
      size="large"
      className="invoice-preview"
      footer={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <button
            className="button button--primary"
            type="button"
            onClick={() => note && printDocument(`${note.creditNoteNumber} ${customerName}`)}
          >
            Print / Export PDF
          </button>
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
  );
}
