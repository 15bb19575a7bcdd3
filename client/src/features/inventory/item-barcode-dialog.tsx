import { useState } from 'react';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import type { InventoryRowFragment } from './inventory.generated.ts';

type ItemBarcodeDialogProps = {
  /** The item whose barcode changes. */
  item: InventoryRowFragment;
  /** Saves the code alone (blank: none); rejects with the server's refusal. */
  onSave: (id: string, barcode: string | null) => Promise<void>;
  onClose: () => void;
};

/**
 * An item's barcode (issue 50), from its row's More menu: scanned into the field or typed, blank
 * for none. Only the code is sent, so the stock a sale moved meanwhile stays as it is. A code
 * another item has is said under the field, naming that item, as the server words it.
 */
export function ItemBarcodeDialog({ item, onSave, onClose }: ItemBarcodeDialogProps) {
  const [barcode, setBarcode] = useState(item.barcode ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    setProblem(null);
    try {
      await onSave(item.id, barcode.trim() === '' ? null : barcode.trim());
    } catch (failure) {
      const refused = classifyRequestFailure(failure);
      // Taken by another item, or not a code a scanner sends: said beside the field.
      if (
        refused.kind === 'rejected' &&
        (refused.code === 'CONFLICT' || refused.code === 'BAD_USER_INPUT')
      ) {
        setProblem(refused.fields?.barcode ?? refused.message);
        return { message: null };
      }
      return saveFailureMessage(failure, `Failed to save the barcode of ${item.name}`);
    }
  }

  return (
    <FormDialog
      title={`Barcode: ${item.name}`}
      submitLabel="Save barcode"
      busyLabel="Saving..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening([barcode])}
      discardTitle="Discard the new barcode?"
      discardMessage="It has not been saved. The item keeps its barcode."
    >
      <TextField
        label="Barcode"
        value={barcode}
        onChange={(value) => {
          setBarcode(value);
          setProblem(null);
        }}
        autoComplete="off"
        autoFocus
        hint="Scan the pack or type the digits under its bars; blank: no barcode."
        error={problem}
      />
    </FormDialog>
  );
}
