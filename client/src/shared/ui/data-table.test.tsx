import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatKsh } from '../money/money-format.ts';
import { DataTable, type DataTableColumn, type SortState } from './data-table.tsx';

type Item = { id: string; name: string; quantity: number; unitPrice: number; supplier: string };

const items: Item[] = [
  { id: '1', name: 'Simba Cement 50kg', quantity: 120, unitPrice: 780, supplier: 'Bamburi' },
  { id: '2', name: 'Iron sheets 30g', quantity: 8, unitPrice: 1250.5, supplier: 'Mabati' },
  { id: '3', name: 'Nails 4 inch (kg)', quantity: 45, unitPrice: 210, supplier: 'Bamburi' },
];

const columns: DataTableColumn<Item>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (item) => item.name,
    sortable: true,
    edit: { value: (item) => item.name, required: true },
  },
  {
    id: 'quantity',
    header: 'Qty',
    align: 'end',
    cell: (item) => item.quantity,
    sortable: true,
    edit: { value: (item) => String(item.quantity), type: 'number', min: '0', step: '1' },
  },
  {
    id: 'unitPrice',
    header: 'Unit price',
    align: 'end',
    cell: (item) => formatKsh(item.unitPrice),
    sortable: true,
  },
  {
    id: 'supplier',
    header: 'Supplier',
    cell: (item) => item.supplier,
    edit: {
      value: (item) => item.supplier,
      options: [
        { value: 'Bamburi', label: 'Bamburi' },
        { value: 'Mabati', label: 'Mabati' },
      ],
    },
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Item>>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <DataTable<Item>
      label="Inventory"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowName={(item) => item.name}
      {...props}
    />,
  );
  return { user };
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function firstCells() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable', () => {
  it('shows a named table with a header per column and a row per record', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Inventory' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name↕', 'Qty↕', 'Unit price↕', 'Supplier']);
    expect(firstCells()).toEqual(['Simba Cement 50kg', 'Iron sheets 30g', 'Nails 4 inch (kg)']);
    expect(within(bodyRows()[1] as HTMLElement).getByText('KSh 1,250.50')).toBeInTheDocument();
  });

  it('shows a loading state, then an empty state', () => {
    const { rerender } = render(
      <DataTable<Item>
        label="Inventory"
        columns={columns}
        rows={[]}
        rowKey={(item) => item.id}
        rowName={(item) => item.name}
        loading
      />,
    );
    expect(screen.getByRole('table', { name: 'Inventory (loading)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <DataTable<Item>
        label="Inventory"
        columns={columns}
        rows={[]}
        rowKey={(item) => item.id}
        rowName={(item) => item.name}
        emptyMessage="No items yet. Add the first one."
      />,
    );
    expect(screen.getByRole('table', { name: 'Inventory' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('cell', { name: 'No items yet. Add the first one.' })).toBeVisible();
  });

  it('asks for a sort by a column, ascending then descending, and says which the rows are in', async () => {
    const asked: SortState[] = [];
    function Sorted() {
      const [sort, setSort] = useState<SortState>({ columnId: 'name', direction: 'ascending' });
      return (
        <DataTable<Item>
          label="Inventory"
          columns={columns}
          rows={items}
          rowKey={(item) => item.id}
          rowName={(item) => item.name}
          sort={sort}
          onSortChange={(next) => {
            asked.push(next);
            setSort(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Sorted />);
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Qty/)).toHaveAttribute('aria-sort', 'none');
    expect(header(/^Supplier/)).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Qty/ }));
    await user.click(screen.getByRole('button', { name: /^Qty/ }));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(asked).toEqual([
      { columnId: 'quantity', direction: 'ascending' },
      { columnId: 'quantity', direction: 'descending' },
      { columnId: 'name', direction: 'ascending' },
    ]);
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Qty/)).toHaveAttribute('aria-sort', 'none');
    // The rows stay in the order they came in: the server sorts.
    expect(firstCells()).toEqual(['Simba Cement 50kg', 'Iron sheets 30g', 'Nails 4 inch (kg)']);
  });

  it('offers the same sorts in a labelled Sort by list, for a phone, where no header is tapped', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable<Item>
        label="Inventory"
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        rowName={(item) => item.name}
        sort={{ columnId: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Name, A to Z');
    await user.selectOptions(sortBy, 'Qty, highest first');
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'quantity', direction: 'descending' });
  });

  it('edits a column with a field of its own, given the value and told of changes', async () => {
    const onSave = vi.fn(async () => {});
    const withOwnField = columns.map((column) =>
      column.id === 'supplier'
        ? {
            ...column,
            edit: {
              value: (item: Item) => item.supplier,
              field: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
                <label>
                  Supplier
                  <input value={value} onChange={(event) => onChange(event.target.value)} />
                </label>
              ),
            },
          }
        : column,
    );
    const { user } = renderTable({ columns: withOwnField, onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Iron sheets 30g' }));
    const supplier = screen.getByLabelText('Supplier');
    expect(supplier).toHaveValue('Mabati');
    await user.clear(supplier);
    await user.type(supplier, 'Bamburi');
    await user.click(screen.getByRole('button', { name: 'Save Iron sheets 30g' }));
    expect(onSave).toHaveBeenCalledWith(items[1], {
      name: 'Iron sheets 30g',
      quantity: '8',
      supplier: 'Bamburi',
    });
  });

  it('edits a column marked below on a line under the row, named for it, with Save after its fields', async () => {
    const onSave = vi.fn(async () => {});
    const supplierBelow = columns.map((column) =>
      column.id === 'supplier' && column.edit
        ? { ...column, edit: { ...column.edit, below: true } }
        : column,
    );
    const { user } = renderTable({ columns: supplierBelow, onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Iron sheets 30g' }));

    const [first, second, third] = bodyRows() as HTMLElement[];
    expect(first).toHaveTextContent('Simba Cement 50kg');
    // The edited row keeps the column's value; its field is on the next line, in a group named
    // by the column, and Save and Cancel come after it.
    expect(within(second!).getByLabelText('Qty')).toHaveValue(8);
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent('Mabati');
    expect(within(second!).queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    const group = within(third!).getByRole('group', { name: 'Supplier' });
    expect(within(group).getByLabelText('Supplier')).toHaveValue('Mabati');
    const save = within(third!).getByRole('button', { name: 'Save Iron sheets 30g' });
    expect(within(third!).getByLabelText('Supplier').compareDocumentPosition(save)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(bodyRows()[3]).toHaveTextContent('Nails 4 inch (kg)');

    await user.selectOptions(within(group).getByLabelText('Supplier'), 'Bamburi');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(items[1], {
      name: 'Iron sheets 30g',
      quantity: '8',
      supplier: 'Bamburi',
    });
    // Saved, the line is gone with the edit.
    expect(bodyRows()).toHaveLength(3);
  });

  it('edits a row inline with a visible label on every field, and saves what was typed', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = renderTable({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Iron sheets 30g' }));

    const name = screen.getByLabelText('Name');
    const quantity = screen.getByLabelText('Qty');
    const supplier = screen.getByLabelText('Supplier');
    expect(name).toHaveValue('Iron sheets 30g');
    expect(quantity).toHaveValue(8);
    expect(supplier).toHaveValue('Mabati');
    expect(screen.queryByLabelText('Unit price')).not.toBeInTheDocument();
    // While one row is edited the others cannot be.
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.selectOptions(supplier, 'Bamburi');
    await user.click(screen.getByRole('button', { name: 'Save Iron sheets 30g' }));

    expect(onSave).toHaveBeenCalledWith(items[1], {
      name: 'Iron sheets 30g',
      quantity: '20',
      supplier: 'Bamburi',
    });
    expect(screen.queryByLabelText('Qty')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(3);
  });

  it('saves on Enter and cancels on Escape or Cancel', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = renderTable({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Simba Cement 50kg' }));
    await user.type(screen.getByLabelText('Name'), ' (grey){Enter}');
    expect(onSave).toHaveBeenLastCalledWith(
      items[0],
      expect.objectContaining({
        name: 'Simba Cement 50kg (grey)',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Simba Cement 50kg' }));
    await user.type(screen.getByLabelText('Name'), 'x{Escape}');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Simba Cement 50kg' }));
    await user.click(screen.getByRole('button', { name: 'Cancel editing Simba Cement 50kg' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('moves the keyboard into the row on Edit, and back to its Edit button after', async () => {
    const { user } = renderTable({ onSave: vi.fn(async () => {}) });
    screen.getByRole('button', { name: 'Edit Simba Cement 50kg' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Simba Cement 50kg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' (grey){Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Simba Cement 50kg' })).toHaveFocus(),
    );
  });

  it('stays in edit mode, keeping what was typed, when the save fails', async () => {
    let failSave: (reason: Error) => void = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          failSave = reject;
        }),
    );
    const { user } = renderTable({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Nails 4 inch (kg)' }));
    await user.clear(screen.getByLabelText('Qty'));
    await user.type(screen.getByLabelText('Qty'), '50');
    await user.click(screen.getByRole('button', { name: 'Save Nails 4 inch (kg)' }));
    expect(screen.getByRole('button', { name: 'Save Nails 4 inch (kg)' })).toHaveTextContent(
      'Saving...',
    );
    expect(screen.getByRole('button', { name: 'Save Nails 4 inch (kg)' })).toBeDisabled();
    failSave(new Error('refused'));
    expect(await screen.findByRole('button', { name: 'Save Nails 4 inch (kg)' })).toHaveTextContent(
      /^Save$/,
    );
    expect(screen.getByLabelText('Qty')).toHaveValue(50);
  });

  it('shows extra row actions from the screen', async () => {
    const onDelete = vi.fn();
    const { user } = renderTable({
      actions: (item) => (
        <button type="button" onClick={() => onDelete(item.id)} aria-label={`Delete ${item.name}`}>
          Delete
        </button>
      ),
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Nails 4 inch (kg)' }));
    expect(onDelete).toHaveBeenCalledWith('3');
  });

  it('renders only the rows in view when virtualised, as many for 100,000 rows as for 10,000', () => {
    const make = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: String(i + 1),
        name: `Item ${i + 1}`,
        quantity: i,
        unitPrice: 100,
        supplier: 'Bamburi',
      }));
    const renderedRows = () =>
      bodyRows().filter((row) => row.classList.contains('data-table__row'));
    const virtual = { estimateRowHeight: 44, reservedHeight: 260 };

    const { unmount } = render(
      <DataTable<Item>
        label="Inventory"
        columns={columns}
        rows={make(10_000)}
        rowKey={(item) => item.id}
        rowName={(item) => item.name}
        virtual={virtual}
      />,
    );
    const atTenThousand = renderedRows().length;
    expect(atTenThousand).toBeGreaterThan(5);
    expect(atTenThousand).toBeLessThan(60);
    expect(within(renderedRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      /^Item 1$/,
    );
    unmount();

    render(
      <DataTable<Item>
        label="Inventory"
        columns={columns}
        rows={make(100_000)}
        rowKey={(item) => item.id}
        rowName={(item) => item.name}
        virtual={virtual}
      />,
    );
    expect(renderedRows()).toHaveLength(atTenThousand);
  });
});
