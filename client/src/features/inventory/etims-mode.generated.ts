/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether and where documents are signed for KRA eTIMS; the addresses and keys are the server's environment's. */
export type EtimsMode =
  /** Not signed: documents are issued as before eTIMS. */
  | 'off'
  /** Signed by KRA (ETIMS_PRODUCTION_URL): real tax invoices. */
  | 'production'
  /** Signed by KRA's sandbox (ETIMS_SANDBOX_URL): KRA's test system, for a device KRA approved for testing. */
  | 'sandbox'
  /** Signed by the local KRA simulator (KRA_SIMULATOR_URL): for trying eTIMS out; nothing reaches KRA. */
  | 'simulator';

export type InventoryEtimsModeQueryVariables = Exact<{ [key: string]: never; }>;


export type InventoryEtimsModeQuery = { company: { __typename: 'Company', etimsMode: SchemaTypes.EtimsMode } };


export const InventoryEtimsModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryEtimsMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}}]}}]}}]} as unknown as DocumentNode<InventoryEtimsModeQuery, InventoryEtimsModeQueryVariables>;