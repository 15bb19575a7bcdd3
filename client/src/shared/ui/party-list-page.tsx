import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { PartyInput } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../graphql/load-failure.ts';
import { saveFailureMessage } from '../graphql/save-failure.ts';
import { ListToolbar } from '../list/list-toolbar.tsx';
import { useListParams } from '../list/use-list-params.ts';
import { AddPartyDialog } from './add-party-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable, type DataTableColumn, RowAction, type SortState } from './data-table.tsx';
import { LoadError } from './load-error.tsx';
import { PageHeader } from './page-header.tsx';
import { searchStatus, useListSearch } from './search-field.tsx';
import { useToast } from './toast.tsx';

/** A customer or a supplier: the same fields, the same screen (spec §2). */
export type Party = { id: string; name: string; contact: string; address: string | null };

export type PartyListPageProps<ListData> = {
  /** The screen's heading, e.g. `Customers`. */
  title: string;
  /** Which CSV download Export CSV gives. */
  exportList: 'customers' | 'suppliers';
  /** One of them, capitalised, e.g. `Customer`. */
  singular: string;
  /** Spec §8's load failure text, e.g. `Failed to load customers`. */
  failedToLoad: string;
  /** Shown when a delete fails and the server gave no reason, e.g. `Failed to delete supplier`. */
  deleteFailed: string;
  list: TypedDocumentNode<ListData, Record<string, never>>;
  rows: (data: ListData) => readonly Party[];
  /** Its one field answers the new record (`createCustomer { id … }`). */
  create: TypedDocumentNode<Record<string, { id: string }>, { input: PartyInput }>;
  update: TypedDocumentNode<unknown, { id: string; input: PartyInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
};

const noParties: readonly Party[] = [];
const byName: SortState = { columnId: 'name', direction: 'ascending' };
const partyKey = (party: Party) => party.id;
const partyName = (party: Party) => party.name;
const partySearchText = (party: Party) => `${party.name} ${party.contact}`;

// Spec §2: an empty address is shown as N/A.
const columns: ReadonlyArray<DataTableColumn<Party>> = [
  {
    id: 'name',
    header: 'Name',
    cell: (party) => <span className="party-name">{party.name}</span>,
    sortValue: (party) => party.name,
    edit: { value: (party) => party.name },
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (party) => party.contact,
    sortValue: (party) => party.contact,
    edit: { value: (party) => party.contact },
  },
  {
    id: 'address',
    header: 'Address',
    cell: (party) => party.address || 'N/A',
    sortValue: (party) => party.address || null,
    edit: { value: (party) => party.address ?? '' },
  },
];

function toPartyInput(values: Record<string, string>): PartyInput {
  // Spec §5: nothing is enforced here; the server says what it will not take.
  return { name: values.name ?? '', contact: values.contact ?? '', address: values.address ?? '' };
}

/**
 * The Customers and Suppliers screens: a searchable, sortable list with inline edit, an add
 * dialog and delete with confirmation. Each screen passes its own texts and operations.
 */
export function PartyListPage<ListData>({
  title,
  exportList,
  singular,
  failedToLoad,
  deleteFailed,
  list,
  rows,
  create,
  update,
  remove,
}: PartyListPageProps<ListData>) {
  const toast = useToast();
  const refetch = { refetchQueries: [list], awaitRefetchQueries: true };
  const { data, loading, error } = useQuery(list);
  const [createParty] = useMutation(create, refetch);
  const [updateParty] = useMutation(update, refetch);
  const [removeParty, { loading: deleting }] = useMutation(remove, refetch);
  const [adding, setAdding] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<Party | null>(null);
  const lowerSingular = singular.toLowerCase();

  const parties = data ? rows(data) : noParties;
  const { search, setSearch, sort, setSort } = useListParams({ defaultSort: byName });
  const [addedId, setAddedId] = useState<string | null>(null);
  const isAdded = useCallback((party: Party) => party.id === addedId, [addedId]);
  const { filter, shown } = useListSearch(parties, partySearchText, search, isAdded);

  const save = useCallback(
    async (party: Party, values: Record<string, string>) => {
      const input = toPartyInput(values);
      try {
        await updateParty({ variables: { id: party.id, input } });
      } catch (failure) {
        toast.failure(saveFailureMessage(failure, `Failed to save ${lowerSingular}`));
        throw failure;
      }
      toast.success(`${input.name.trim()} saved`);
    },
    [updateParty, toast, lowerSingular],
  );

  const actions = useCallback(
    (party: Party) => (
      <RowAction
        label={`Delete ${party.name}`}
        tone="danger"
        onClick={() => setDeleteTarget(party)}
      >
        Delete
      </RowAction>
    ),
    [],
  );

  async function add(input: PartyInput) {
    const { data: created } = await createParty({ variables: { input } });
    setAdding(false);
    // The search stays as typed; the new row is shown, scrolled to and marked, whatever it says.
    setAddedId(created ? (Object.values(created)[0]?.id ?? null) : null);
    toast.success(`${input.name.trim()} added`);
  }

  async function confirmDelete(party: Party) {
    try {
      await removeParty({ variables: { id: party.id } });
      toast.success(`${party.name} deleted`);
    } catch (failure) {
      // E.g. a supplier still named on items, a customer with orders: the server says why.
      toast.failure(saveFailureMessage(failure, deleteFailed));
    }
    setDeleteTarget(null);
  }

  const header = (
    <PageHeader
      title={title}
      actions={
        <button
          className="button button--primary"
          type="button"
          onClick={() => setAdding(true)}
          disabled={!data}
        >
          Add {singular}
        </button>
      }
    />
  );

  if (error && !data) {
    return (
      <>
        {header}
        <LoadError message={loadFailureMessage(error, failedToLoad)} />
      </>
    );
  }

  return (
    <>
      {header}
      <ListToolbar
        search={{
          label: `Search ${title.toLowerCase()}`,
          placeholder: 'Name, phone or email',
          value: search,
          onChange: setSearch,
        }}
        status={searchStatus(shown, parties.length, lowerSingular)}
        exportAs={{ list: exportList, params: { q: search.trim() } }}
      />
      <DataTable
        label={title}
        columns={columns}
        rows={parties}
        filter={filter}
        rowKey={partyKey}
        rowName={partyName}
        loading={loading && !data}
        emptyMessage={
          search.trim() === ''
            ? `No ${title.toLowerCase()} yet. Add the first one with Add ${singular}.`
            : `No ${title.toLowerCase()} match “${search.trim()}”.`
        }
        onSave={save}
        actions={actions}
        sort={sort}
        onSortChange={setSort}
        highlightKey={addedId}
        virtual={{ estimateRowHeight: 57, maxHeight: 'max(420px, calc(100vh - 230px))' }}
      />
      <AddPartyDialog
        open={adding}
        singular={singular}
        onSave={add}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        title={`Delete ${singular}`}
        message={
          <p>
            Delete <strong>{deleteTarget?.name}</strong>? This cannot be undone.
          </p>
        }
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => deleteTarget && confirmDelete(deleteTarget)}
        onCancel={() => setDeleteTarget(null)}
      />
    </>
  );
}
