import {
  CreateSupplierDocument,
  DeleteSupplierDocument,
  SuppliersListDocument,
  UpdateSupplierDocument,
} from '../../graphql/operations.generated.ts';
import { PartyListPage } from '../../shared/ui/party-list-page.tsx';

/** Spec §2 Suppliers: one still named on inventory items cannot be deleted (spec §8's text). */
export function SuppliersPage() {
  return (
    <PartyListPage
      changesNeedManager={true}
      title="Suppliers"
      exportList="suppliers"
      singular="Supplier"
      failedToLoad="Failed to load suppliers"
      deleteFailed="Failed to delete supplier"
      list={SuppliersListDocument}
      connectionOf={(data) => data.suppliersPage}
      create={CreateSupplierDocument}
      update={UpdateSupplierDocument}
      remove={DeleteSupplierDocument}
    />
  );
}
