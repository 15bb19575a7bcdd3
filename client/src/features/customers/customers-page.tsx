import { Link } from 'react-router-dom';
import {
  CreateCustomerDocument,
  CustomersListDocument,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from '../../graphql/operations.generated.ts';
import { type Party, PartyListPage } from '../../shared/ui/party-list-page.tsx';

/** A customer's statement: what they owe, sale by sale, printable to send them. */
const statementLink = (customer: Party) => (
  <Link
    className="button button--secondary button--small"
    to={`/customers/${customer.id}/statement`}
    aria-label={`Statement of ${customer.name}`}
  >
    Statement
  </Link>
);

/** Spec §2 Customers: a customer with orders or invoices cannot be deleted; the server says so. */
export function CustomersPage() {
  return (
    <PartyListPage
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
      rowAction={statementLink}
    />
  );
}
