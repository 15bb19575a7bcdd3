import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField, type ComboboxOption } from './combobox-field.tsx';

const suppliers: ComboboxOption[] = [
  { id: '1', label: 'Kenpipe PVC Ltd' },
  { id: '2', label: 'Kenya Builders Supplies' },
  { id: '3', label: 'Devki Steel Mills' },
];

/** A form with a supplier field whose matches are those starting with what is typed. */
function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ComboboxOption | null>(null);
  const options = suppliers.filter((s) => s.label.toLowerCase().startsWith(query.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ComboboxField
        label="Supplier"
        query={query}
        onQueryChange={setQuery}
        options={options}
        selected={selected}
        onSelect={setSelected}
        emptyText="No suppliers match."
      />
      <output>{selected ? `Chosen: ${selected.label}` : 'None chosen'}</output>
      <button type="submit">Post</button>
    </form>
  );
}

describe('ComboboxField', () => {
  it('chooses the one match on Enter, without sending the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Kenp{Enter}');
    expect(screen.getByText('Chosen: Kenpipe PVC Ltd')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Kenpipe PVC Ltd');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits on Enter while several match, and chooses the one moved to', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: 'Supplier' });
    await user.type(field, 'Ken{Enter}');
    expect(screen.getByText('None chosen')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: Kenya Builders Supplies')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // With the list closed, Enter sends the form as in any field.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
