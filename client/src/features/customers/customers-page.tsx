import {
  CreateCustomerDocument,
  CustomersDocument,
  DeleteCustomerDocument,
  UpdateCustomerDocument,
} from '../../graphql/operations.generated.ts';
import { PartyListPage } from '../../shared/ui/party-list-page.tsx';

/** Spec §2 Customers: a customer with orders or invoices cannot be deleted; the server says so. */
export function CustomersPage() {
  return (
    <PartyListPage
      title="Customers"
      exportList="customers"
      singular="Customer"
      failedToLoad="Failed to load customers"
      deleteFailed="Failed to delete customer"
      list={CustomersDocument}
      rows={(data) => data.customers}
      create={CreateCustomerDocument}
      update={UpdateCustomerDocument}
      remove={DeleteCustomerDocument}
    />
  );
}
