import { nairobiDay } from '../format/date.ts';
import { DateField } from '../ui/date-field.tsx';
import { TextField } from '../ui/text-field.tsx';

/**
 * The words of a form that posts a delivery, spread into its FormDialog: Receive goods, and
 * receiving against a purchase order, post the same kind of goods received note.
 */
export const deliveryFormWords = {
  submitLabel: 'Post goods received',
  busyLabel: 'Posting...',
  discardTitle: 'Discard this delivery?',
  discardMessage: 'It has not been posted yet. What you entered will be lost.',
} as const;

/** When a delivery came (today at the latest) and the supplier's invoice number, if any. */
export function DeliveryFields({
  receivedOn,
  onReceivedOn,
  theirInvoice,
  onTheirInvoice,
}: {
  receivedOn: string;
  /** Null while the typed day cannot be read. */
  onReceivedOn: (day: string | null) => void;
  theirInvoice: string;
  onTheirInvoice: (invoice: string) => void;
}) {
  return (
    <>
      <DateField
        label="Received on"
        value={receivedOn}
        max={nairobiDay()}
        onChange={onReceivedOn}
      />
      <TextField
        label="Supplier's invoice no. (optional)"
        value={theirInvoice}
        onChange={onTheirInvoice}
        maxLength={100}
      />
    </>
  );
}
