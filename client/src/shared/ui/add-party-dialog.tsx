import { useState } from 'react';
import type { PartyInput } from '../../graphql/operations.generated.ts';
import type { FieldMessages } from '../graphql/request-failure.ts';
import { formRefusal } from '../graphql/save-failure.ts';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

export type AddPartyDialogProps = {
  open: boolean;
  singular: string;
  onSave: (input: PartyInput) => Promise<void>;
  onClose: () => void;
};

const PARTY_FIELDS = ['name', 'contact', 'address'] as const;

/**
 * Add Customer / Add Supplier: name, contact, address. Spec §5 puts no check on them here: the
 * server says what it will not take, each beside its field.
 */
export function AddPartyDialog(props: AddPartyDialogProps) {
  if (!props.open) return null;
  return <AddPartyForm {...props} />;
}

function AddPartyForm({ singular, onSave, onClose }: AddPartyDialogProps) {
  const [fields, setFields] = useState({ name: '', contact: '', address: '' });
  const [refused, setRefused] = useState<FieldMessages>({});
  const set = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    // What was said about the old value no longer holds.
    setRefused(({ [field]: _, ...rest }) => rest);
  };

  async function submit() {
    setRefused({});
    try {
      await onSave(fields);
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
    >
      <TextField
        label="Name"
        value={fields.name}
        onChange={set('name')}
        autoComplete="off"
        error={refused.name}
      />
      <TextField
        label="Contact"
        value={fields.contact}
        onChange={set('contact')}
        autoComplete="off"
        hint="Phone number or email."
        error={refused.contact}
      />
      <TextField
        label="Address"
        value={fields.address}
        onChange={set('address')}
        autoComplete="off"
        hint="Optional."
        error={refused.address}
      />
    </FormDialog>
  );
}
