import type { ApolloClient } from '@apollo/client';
import { Link } from 'react-router-dom';
import { prefetchServerList, serverSortable } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { partyListOptions, statementLink } from '../../shared/parties/party-columns.tsx';
import { PartyListPage } from '../../shared/parties/party-list-page.tsx';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';
import {
  CreateCustomerDocument,
  CustomersListDocument,
  type CustomersListQuery,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from './customers.generated.ts';
import './customers.css';

type CustomerRow = CustomersListQuery['customersPage']['nodes'][number];

/**
 * What the customer owes on all their sales, worked out by the server; when it is not nothing,
 * a link to their statement, which shows how it came about. A customer just added has no
 * figure until the list is read again.
 */
const balanceColumn: DataTableColumn<CustomerRow> = {
  id: 'balance',
  header: 'Balance',
  align: 'end',
  ...serverSortable,
  cell: (customer) => {
    if (customer.balance === null || customer.balance === undefined) return '—';
    // Below zero the customer holds credit (from a credit note) for a later sale.
    const owed =
      customer.balance < 0
        ? `${formatKsh(-customer.balance)} in credit`
        : formatKsh(customer.balance);
    if (customer.balance === 0) return <span className="customer-balance--settled">{owed}</span>;
    return (
      <Link
        className="customer-balance"
        to={`/customers/${customer.id}/statement`}
        aria-label={`${owed}: statement of ${customer.name}`}
      >
        {owed}
      </Link>
    );
  },
};
const extraColumns = [balanceColumn];
// The server sorts by what customers owe: `balance_desc` lists who owes most first.
const extraSortKeys = { balance: 'balance' };

/** A customer's statement: what they owe, sale by sale, printable to send them. */
const customerStatementLink = statementLink('/customers');

/** The list's first page, fetched ahead of the screen (its `prefetch` in app/screens.ts). */
export const prefetchCustomersList = (client: ApolloClient, search: string) =>
  prefetchServerList(client, CustomersListDocument, partyListOptions(extraSortKeys), search);

/**
 * Spec §2 Customers: a customer with orders or invoices cannot be deleted; the server says so.
 * Beyond the spec, each row shows what the customer owes, and the list sorts by it.
 */
export function CustomersPage() {
  return (
    <div className="customers-page">
      <PartyListPage
        changesNeedManager={false}
        kraPinUse="For a customer who claims VAT: printed on their invoices."
        title="Customers"
        exportList="customers"
        singular="Customer"
        failedToLoad="Failed to load customers"
        deleteFailed="Failed to delete customer"
        list={CustomersListDocument}
        connectionOf={(data) => data.customersPage}
        create={CreateCustomerDocument}
        update={UpdateCustomerDocument}
        remove={DeleteCustomerDocument}
        rowAction={customerStatementLink}
        extraColumns={extraColumns}
        extraSortKeys={extraSortKeys}
      />
    </div>
  );
}
