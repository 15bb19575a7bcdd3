import { useState } from 'react';
import type { PartyInput } from '../../graphql/schema-types.generated.ts';
import type { FieldMessages } from '../graphql/request-failure.ts';
import { formRefusal } from '../graphql/save-failure.ts';
import { KRA_PIN_HINT } from '../kra/kra-codes.ts';
import { draftField } from '../ui/draft-field.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useChangedSinceOpening } from '../ui/use-changed-since-opening.ts';

export type AddPartyDialogProps = {
  singular: string;
  /** What the party's optional KRA PIN is for, said under its field; without it, no field. */
  kraPinUse?: string;
  /** The name the form starts with: what was typed in a picker that found no one, say. */
  initialName?: string;
  onSave: (input: PartyInput) => Promise<void>;
  onClose: () => void;
};

/** What a supplier's KRA PIN is for, said where one is typed. */
export const SUPPLIER_KRA_PIN_USE =
  'As on their invoices: a new bill from them takes it, for the VAT return.';

const PARTY_FIELDS = ['name', 'contact', 'address', 'kraPin'] as const;

/**
 * Add Customer / Add Supplier: name, contact, address and, when asked for, a KRA PIN. Spec §5 puts no check on them here: the
 * server says what it will not take, each beside its field.
 */
export function AddPartyDialog({
  singular,
  kraPinUse,
  initialName = '',
  onSave,
  onClose,
}: AddPartyDialogProps) {
  const [fields, setFields] = useState({
    name: initialName,
    contact: '',
    address: '',
    kraPin: '',
  });
  const [refused, setRefused] = useState<FieldMessages>({});
  const set = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    // What was said about the old value no longer holds.
    setRefused(({ [field]: _, ...rest }) => rest);
  };
  const form = { value: fields, errors: refused, edit: set };

  async function submit() {
    setRefused({});
    try {
      const { kraPin, ...party } = fields;
      await onSave(kraPinUse ? { ...party, kraPin: kraPin.trim() || null } : party);
    } catch (failure) {
      const refusal = formRefusal(
        failure,
        `Failed to add the ${singular.toLowerCase()}`,
        PARTY_FIELDS,
      );
      setRefused(refusal.fields);
      return { message: refusal.banner };
    }
  }

  return (
    <FormDialog
      title={`Add ${singular}`}
      submitLabel={`Add ${singular}`}
      busyLabel="Adding..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening(fields)}
      discardTitle={`Discard this ${singular.toLowerCase()}?`}
      discardMessage="It has not been added yet. What you entered will be lost."
    >
      <TextField label="Name" {...draftField(form, 'name')} autoComplete="off" />
      <TextField
        label="Contact"
        {...draftField(form, 'contact')}
        autoComplete="off"
        hint="Phone number or email."
      />
      <TextField
        label="Address"
        {...draftField(form, 'address')}
        autoComplete="off"
        hint="Optional."
      />
      {kraPinUse && (
        <TextField
          label="KRA PIN (optional)"
          value={fields.kraPin}
          onChange={(pin) => set('kraPin')(pin.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          hint={`${kraPinUse} ${KRA_PIN_HINT}`}
          error={refused.kraPin}
        />
      )}
    </FormDialog>
  );
}
