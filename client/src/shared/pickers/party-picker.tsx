import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { PartyInput } from '../../graphql/schema-types.generated.ts';
import { useSettledValue } from '../list/use-list-params.ts';
import { AddPartyDialog, SUPPLIER_KRA_PIN_USE } from '../parties/add-party-dialog.tsx';
import { ComboboxField, type ComboboxOption } from '../ui/combobox-field.tsx';
import {
  CreateCustomerChoiceDocument,
  CreateSupplierChoiceDocument,
  CustomerChoicesDocument,
  SupplierChoicesDocument,
} from './pickers.generated.ts';

// Enough to find a party by a few letters; the server searches all of them.
const MATCHES = 20;

/** Who was chosen; a supplier comes with their KRA PIN, that a new bill takes. */
export type ChosenParty = { id: string; name: string; kraPin?: string | null };
type Choice = ChosenParty & { contact: string };

/** Where a kind of party is searched and added. */
type PartyKind<Data, Created> = {
  singular: 'Customer' | 'Supplier';
  choices: TypedDocumentNode<Data, { search?: string | null; limit?: number | null }>;
  matches: (data: Data) => readonly Choice[];
  create: TypedDocumentNode<Created, { input: PartyInput }>;
  created: (data: Created) => Choice;
  /** What the party's KRA PIN is for, when the New dialog asks for it. */
  kraPinUse?: string;
};

const CUSTOMERS: PartyKind<{ customers: readonly Choice[] }, { createCustomer: Choice }> = {
  singular: 'Customer',
  choices: CustomerChoicesDocument,
  matches: (data) => data.customers,
  create: CreateCustomerChoiceDocument,
  created: (data) => data.createCustomer,
};

const SUPPLIERS: PartyKind<{ suppliers: readonly Choice[] }, { createSupplier: Choice }> = {
  singular: 'Supplier',
  choices: SupplierChoicesDocument,
  matches: (data) => data.suppliers,
  create: CreateSupplierChoiceDocument,
  created: (data) => data.createSupplier,
  kraPinUse: SUPPLIER_KRA_PIN_USE,
};

type PartyPickerProps<Data, Created> = {
  kind: PartyKind<Data, Created>;
  value: ChosenParty | null;
  onChange: (party: ChosenParty | null) => void;
  /** Offers choosing none, under this name (e.g. "No supplier"). */
  noneLabel?: string;
  /** Sized for a table's edited row. */
  compact?: boolean;
  /** What is wrong with the choice, said under the field. */
  error?: string | null;
};

/**
 * A customer or supplier field: type-ahead over the server's parties (the screen never loads
 * them all), with "New customer" (or supplier) right there; a party added here is chosen at once.
 */
function PartyPicker<Data, Created>({
  kind,
  value,
  onChange,
  noneLabel,
  compact = false,
  error,
}: PartyPickerProps<Data, Created>) {
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const search = useSettledValue(query.trim());
  const { data, previousData, loading } = useQuery(kind.choices, {
    variables: { search: search || null, limit: MATCHES },
  });
  // The last matches stay while the next search loads: an option never vanishes under the
  // pointer between two searches (a click on it would then choose nothing).
  const shown = data ?? previousData;
  const matches = shown ? kind.matches(shown as Data) : [];
  const [createParty] = useMutation(kind.create);
  const plural = `${kind.singular.toLowerCase()}s`;

  const none: ComboboxOption | null = noneLabel ? { id: '', label: noneLabel } : null;
  const options: ComboboxOption[] = [
    ...(none && !search ? [none] : []),
    ...matches.map((party) => ({ id: party.id, label: party.name, detail: party.contact })),
  ];

  async function add(input: PartyInput) {
    const { data: created } = await createParty({ variables: { input } });
    if (created) {
      const party = kind.created(created as Created);
      onChange({ id: party.id, name: party.name, kraPin: party.kraPin });
    }
    setAdding(false);
  }

  return (
    <>
      <ComboboxField
        label={kind.singular}
        query={query}
        onQueryChange={setQuery}
        options={options}
        selected={value ? { id: value.id, label: value.name } : none}
        onSelect={(option) => {
          const party = matches.find((match) => match.id === option.id);
          onChange(option.id ? { id: option.id, name: option.label, kraPin: party?.kraPin } : null);
        }}
        loading={loading || search !== query.trim()}
        placeholder={`Type a ${kind.singular.toLowerCase()}'s name`}
        emptyText={search ? `No ${plural} match “${search}”.` : `No ${plural} yet.`}
        action={{ label: `New ${kind.singular.toLowerCase()}`, onClick: () => setAdding(true) }}
        compact={compact}
        error={error}
      />
      {/* Out of the form around the picker (forms cannot nest), and its submit kept from
          bubbling through the portal to that form. */}
      {createPortal(
        <div onSubmit={(event) => event.stopPropagation()}>
          {adding && (
            <AddPartyDialog
              singular={kind.singular}
              kraPinUse={kind.kraPinUse}
              // What was typed and found no one is most often the new party's name.
              initialName={matches.length === 0 ? query.trim() : ''}
              onSave={add}
              onClose={() => setAdding(false)}
            />
          )}
        </div>,
        document.body,
      )}
    </>
  );
}

/** The Customer field of the order form and the invoice dialog. */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: ChosenParty | null;
  onChange: (customer: ChosenParty) => void;
  /** What is wrong with the choice (none made), said under the field. */
  error?: string | null;
}) {
  return (
    <PartyPicker
      kind={CUSTOMERS}
      value={value}
      onChange={(customer) => customer && onChange(customer)}
      error={error}
    />
  );
}

/**
 * The Supplier field of an inventory item (the Add Item dialog, an edited row), where none is
 * allowed, and of goods received (`required`), where someone delivered.
 */
export function SupplierPicker({
  required = false,
  noneLabel = 'No supplier',
  ...props
}: {
  value: ChosenParty | null;
  onChange: (supplier: ChosenParty | null) => void;
  compact?: boolean;
  required?: boolean;
  /** What choosing none says, where it is allowed: a filter's `All suppliers`. */
  noneLabel?: string;
  /** What the server said is wrong with the choice, under the field. */
  error?: string | null;
}) {
  return <PartyPicker kind={SUPPLIERS} noneLabel={required ? undefined : noneLabel} {...props} />;
}
