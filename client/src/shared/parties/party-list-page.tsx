import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { PartyInput } from '../../graphql/schema-types.generated.ts';
import { formRefusal, saveFailureMessage } from '../graphql/save-failure.ts';
import { ListScreen } from '../list/list-screen.tsx';
import { useServerList } from '../list/use-server-list.ts';
import { usePermissions } from '../session/permissions.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn, RowAction } from '../ui/data-table.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { formatCount } from '../ui/search-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { AddPartyDialog } from './add-party-dialog.tsx';
import {
  answered,
  EDITED_FIELDS,
  kraPinColumn,
  type Party,
  partyColumns,
  partyKey,
  partyListOptions,
  partyName,
  toPartyInput,
} from './party-columns.tsx';

type PartyConnection<Row extends Party> = {
  nodes: readonly Row[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
};

export type PartyListPageProps<
  ListData,
  ListVariables extends OperationVariables,
  Row extends Party = Party,
> = {
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
  /** The list, a page at a time (`customersPage`). */
  list: TypedDocumentNode<ListData, ListVariables>;
  connectionOf: (data: ListData) => PartyConnection<Row>;
  /** Its one field answers the new record (`createCustomer { id … }`). */
  create: TypedDocumentNode<Record<string, Party>, { input: PartyInput }>;
  /** Its one field answers the record as saved. */
  update: TypedDocumentNode<Record<string, Party>, { id: string; input: PartyInput }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  /** What the party's KRA PIN is for (said under the Add dialog's field): a column and a field. */
  kraPinUse?: string;
  /** A screen's own row action beside Delete (the customer's statement). */
  rowAction?: (party: Row) => ReactNode;
  /** A screen's own columns after the shared ones (customers' balance); keep it stable. */
  extraColumns?: ReadonlyArray<DataTableColumn<Row>>;
  /** The server's sort keys of sortable extra columns, by column id (`balance: 'balance'`). */
  extraSortKeys?: Readonly<Record<string, string>>;
  /**
   * Whether adding and editing need an owner or a manager (suppliers) or anyone may (customers:
   * a cashier sells to them). Deleting always needs one (issue 16).
   */
  changesNeedManager: boolean;
};

/**
 * The Customers and Suppliers screens: a list read from the server a page at a time, searched
 * and sorted there (all in the URL), with inline edit, an add dialog and delete with
 * confirmation. Each screen passes its own texts and operations.
 */
export function PartyListPage<
  ListData,
  ListVariables extends OperationVariables,
  Row extends Party = Party,
>({
  title,
  exportList,
  singular,
  failedToLoad,
  deleteFailed,
  list: listDocument,
  connectionOf,
  create,
  update,
  remove,
  rowAction,
  extraColumns,
  extraSortKeys,
  changesNeedManager,
  kraPinUse,
}: PartyListPageProps<ListData, ListVariables, Row>) {
  const toast = useToast();
  // Until the role is known nothing is offered that it might not allow.
  const mayManage = usePermissions()?.manage ?? false;
  const mayChange = mayManage || !changesNeedManager;
  const listOptions = useMemo(() => partyListOptions<Row>(extraSortKeys), [extraSortKeys]);
  const tableColumns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [...partyColumns, ...(kraPinUse ? [kraPinColumn] : []), ...(extraColumns ?? [])],
    [extraColumns, kraPinUse],
  );
  const list = useServerList(listDocument, connectionOf, listOptions);
  const [createParty] = useMutation(create);
  const [updateParty] = useMutation(update);
  const [removeParty, { loading: deleting }] = useMutation(remove);
  const [adding, setAdding] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<Row | null>(null);
  const lowerSingular = singular.toLowerCase();
  const plural = title.toLowerCase();
  const { saved, deleted, refresh, showAdded } = list;

  const save = useCallback(
    async (party: Row, values: Record<string, string>) => {
      const input = toPartyInput(values);
      try {
        const { data } = await updateParty({ variables: { id: party.id, input } });
        const savedParty = answered(data);
        // The answer has the party's own fields; a screen's extras (a balance) stay as read.
        if (savedParty) saved({ ...party, ...savedParty });
      } catch (failure) {
        // Refused fields are shown under their cells (the table reads them from the failure);
        // anything else is said here.
        const { banner } = formRefusal(failure, `Failed to save ${lowerSingular}`, EDITED_FIELDS);
        if (banner) toast.failure(banner);
        throw failure;
      }
      // A new name may sort elsewhere: the rows loaded are read again, in the server's order.
      await refresh();
      toast.success(`${input.name.trim()} saved`);
    },
    [updateParty, saved, refresh, toast, lowerSingular],
  );

  const actions = useCallback(
    (party: Row) => (
      <>
        {rowAction?.(party)}
        {mayManage && (
          <RowAction
            label={`Delete ${party.name}`}
            tone="danger"
            onClick={() => setDeleteTarget(party)}
          >
            Delete
          </RowAction>
        )}
      </>
    ),
    [rowAction, mayManage],
  );

  async function add(input: PartyInput) {
    const { data: created } = await createParty({ variables: { input } });
    setAdding(false);
    // The search stays as typed; the new row is shown, scrolled to and marked, whatever it says.
    // It has the party's own fields; a screen's extras (a balance) come with the next read.
    const party = answered(created) as Row | null;
    if (party) showAdded(party);
    toast.success(`${input.name.trim()} added`);
    await refresh();
  }

  async function confirmDelete(party: Row) {
    try {
      await removeParty({ variables: { id: party.id } });
      deleted(party);
      await refresh();
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
        mayChange && (
          <ActionButton tone="primary" onClick={() => setAdding(true)}>
            Add {singular}
          </ActionButton>
        )
      }
    />
  );

  return (
    <>
      {header}
      <ListScreen
        list={list}
        search={{ label: `Search ${plural}`, placeholder: 'Name, phone or email' }}
        count={(total) => formatCount(total, lowerSingular)}
        exportList={exportList}
        failedToLoad={failedToLoad}
        empty={{
          none: mayChange
            ? `No ${plural} yet. Add the first one with Add ${singular}.`
            : `No ${plural} yet.`,
          search: (search) => `No ${plural} match “${search}”.`,
        }}
        loadingMore={`Loading more ${plural}...`}
      >
        {(table) => (
          <DataTable
            {...table}
            label={title}
            columns={tableColumns}
            rowKey={partyKey}
            rowName={partyName}
            onSave={mayChange ? save : undefined}
            actions={rowAction || mayManage ? actions : undefined}
            virtual={{ estimateRowHeight: 57, reservedHeight: 230 }}
          />
        )}
      </ListScreen>
      {adding && (
        <AddPartyDialog
          singular={singular}
          kraPinUse={kraPinUse}
          onSave={add}
          onClose={() => setAdding(false)}
        />
      )}
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
