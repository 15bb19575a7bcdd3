import { useState } from 'react';
import type { PartyInput } from '../../graphql/operations.generated.ts';
import { saveFailureMessage } from '../graphql/save-failure.ts';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

export type AddPartyDialogProps = {
  open: boolean;
  singular: string;
  onSave: (input: PartyInput) => Promise<void>;
  onClose: () => void;
};

/** Add Customer / Add Supplier: name, contact, address; the server says what is missing. */
export function AddPartyDialog(props: AddPartyDialogProps) {
  if (!props.open) return null;
  return <AddPartyForm {...props} />;
}

function AddPartyForm({ singular, onSave, onClose }: AddPartyDialogProps) {
  const [fields, setFields] = useState({ name: '', contact: '', address: '' });
  const set = (field: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  async function submit() {
    try {
      await onSave(fields);
    } catch (failure) {
      return saveFailureMessage(failure, `Failed to add the ${singular.toLowerCase()}`);
    }
  }

  return (
    <FormDialog
      title={`Add ${singular}`}
      submitLabel={`Add ${singular}`}
      busyLabel="Adding..."
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Name" value={fields.name} onChange={set('name')} autoComplete="off" />
      <TextField
        label="Contact"
        value={fields.contact}
        onChange={set('contact')}
        autoComplete="off"
        hint="Phone number or email."
      />
      <TextField
        label="Address"
        value={fields.address}
        onChange={set('address')}
        autoComplete="off"
        hint="Optional."
      />
    </FormDialog>
  );
}
