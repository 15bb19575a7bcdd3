import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import {
  CreateCustomerChoiceDocument,
  CustomerChoicesDocument,
  type PartyInput,
} from '../../graphql/operations.generated.ts';
import { useSettledValue } from '../list/use-list-params.ts';
import { AddPartyDialog } from '../ui/add-party-dialog.tsx';
import { ComboboxField, type ComboboxOption } from '../ui/combobox-field.tsx';

// Enough to find a customer by a few letters; the server searches all of them.
const MATCHES = 20;

export type ChosenCustomer = { id: string; name: string };

/**
 * The Customer field of the order form and the invoice dialog: type-ahead over the server's
 * customers (the screen never loads them all), with "New customer" right there; a customer
 * added here is chosen at once.
 */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: ChosenCustomer | null;
  onChange: (customer: ChosenCustomer) => void;
}) {
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const search = useSettledValue(query.trim());
  const { data, previousData, loading } = useQuery(CustomerChoicesDocument, {
    variables: { search: search || null, limit: MATCHES },
  });
  // The last matches stay while the next search loads: an option never vanishes under the
  // pointer between two searches (a click on it would then choose nothing).
  const matches = (data ?? previousData)?.customers ?? [];
  const [createCustomer] = useMutation(CreateCustomerChoiceDocument);

  const options: ComboboxOption[] = matches.map((customer) => ({
    id: customer.id,
    label: customer.name,
    detail: customer.contact,
  }));

  async function add(input: PartyInput) {
    const { data: created } = await createCustomer({ variables: { input } });
    if (created) onChange({ id: created.createCustomer.id, name: created.createCustomer.name });
    setAdding(false);
  }

  return (
    <>
      <ComboboxField
        label="Customer"
        query={query}
        onQueryChange={setQuery}
        options={options}
        selected={value && { id: value.id, label: value.name }}
        onSelect={(option) => onChange({ id: option.id, name: option.label })}
        loading={loading || search !== query.trim()}
        placeholder="Type a customer's name"
        emptyText={search ? `No customers match “${search}”.` : 'No customers yet.'}
        action={{ label: 'New customer', onClick: () => setAdding(true) }}
      />
      {/* Out of the form around the picker (forms cannot nest), and its submit kept from
          bubbling through the portal to that form. */}
      {createPortal(
        <div onSubmit={(event) => event.stopPropagation()}>
          <AddPartyDialog
            open={adding}
            singular="Customer"
            onSave={add}
            onClose={() => setAdding(false)}
          />
        </div>,
        document.body,
      )}
    </>
  );
}
