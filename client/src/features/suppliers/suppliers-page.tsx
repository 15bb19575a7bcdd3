import type { ApolloClient } from '@apollo/client';
import { prefetchServerList } from '../../shared/list/use-server-list.ts';
import { SUPPLIER_KRA_PIN_USE } from '../../shared/parties/add-party-dialog.tsx';
import { partyListOptions, statementLink } from '../../shared/parties/party-columns.tsx';
import { PartyListPage } from '../../shared/parties/party-list-page.tsx';
import {
  CreateSupplierDocument,
  DeleteSupplierDocument,
  SuppliersListDocument,
  UpdateSupplierDocument,
} from './suppliers.generated.ts';

/** The list's first page, fetched ahead of the screen (its `prefetch` in app/screens.ts). */
export const prefetchSuppliersList = (client: ApolloClient, search: string) =>
  prefetchServerList(client, SuppliersListDocument, partyListOptions(), search);

/** What the shop owes a supplier, bill by bill (issue 51), printable to check against theirs. */
const supplierStatementLink = statementLink('/suppliers');

/** Spec §2 Suppliers: one still named on inventory items cannot be deleted (spec §8's text). */
export function SuppliersPage() {
  return (
    <PartyListPage
      changesNeedManager={true}
      kraPinUse={SUPPLIER_KRA_PIN_USE}
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
      rowAction={supplierStatementLink}
    />
  );
}
