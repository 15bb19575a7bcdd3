import { Link } from 'react-router-dom';
import type { PartyInput } from '../../graphql/schema-types.generated.ts';
import { type ServerListOptions, serverSortable } from '../list/use-server-list.ts';
import type { DataTableColumn } from '../ui/data-table.tsx';

/* A customer or a supplier as the party list shows, edits and asks for them. */

/** A customer or a supplier: the same fields, the same screen (spec §2). */
export type Party = {
  id: string;
  name: string;
  contact: string;
  address: string | null;
  /** Customers' only (eTIMS invoices print it). */
  kraPin?: string | null;
};

export const partyKey = (party: Party) => party.id;

/**
 * A row's Statement, on the list at `listPath`: the party's documents and payments with the
 * running balance, printable to send a customer or to check against a supplier's.
 */
export const statementLink = (listPath: '/customers' | '/suppliers') => (party: Party) => (
  <Link
    className="button button--secondary button--small"
    to={`${listPath}/${party.id}/statement`}
    aria-label={`Statement of ${party.name}`}
  >
    Statement
  </Link>
);
export const partyName = (party: Party) => party.name;

// By name, A to Z or Z to A (or by a screen's own column); the server sorts (and finds by name
// or contact).
const byName = { columnId: 'name', direction: 'ascending' } as const;

// Spec §2: an empty address is shown as N/A.
export const partyColumns: ReadonlyArray<DataTableColumn<Party>> = [
  {
    id: 'name',
    header: 'Name',
    cell: (party) => <span className="party-name">{party.name}</span>,
    ...serverSortable,
    edit: { value: (party) => party.name },
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (party) => party.contact,
    edit: { value: (party) => party.contact },
  },
  {
    id: 'address',
    header: 'Address',
    cell: (party) => party.address || 'N/A',
    edit: { value: (party) => party.address ?? '' },
  },
];

/** A customer's or supplier's KRA PIN; blank for none. */
export const kraPinColumn: DataTableColumn<Party> = {
  id: 'kraPin',
  header: 'KRA PIN',
  cell: (party) => party.kraPin || '—',
  edit: { value: (party) => party.kraPin ?? '' },
};

// The row's editable columns, named as the input names its fields.
export const EDITED_FIELDS = ['name', 'contact', 'address', 'kraPin'];

export function toPartyInput(values: Record<string, string>): PartyInput {
  // Spec §5: nothing is enforced here; the server says what it will not take.
  return {
    name: values.name ?? '',
    contact: values.contact ?? '',
    address: values.address ?? '',
    ...('kraPin' in values ? { kraPin: values.kraPin?.trim().toUpperCase() ?? '' } : {}),
  };
}

/** The record a create or update mutation answers in its one field. */
export const answered = (data: Record<string, Party> | undefined | null): Party | null =>
  (data && Object.values(data)[0]) ?? null;

/**
 * What a party list asks the server for: by name, and by each of `extraSortKeys` (a column's id →
 * the server's sort key). Shared with the screen's `prefetchServerList`.
 */
export function partyListOptions<Row extends Party = Party>(
  extraSortKeys?: Readonly<Record<string, string>>,
): ServerListOptions<never, Row> {
  return { defaultSort: byName, sortKeys: { name: 'name', ...extraSortKeys }, rowKey: partyKey };
}
