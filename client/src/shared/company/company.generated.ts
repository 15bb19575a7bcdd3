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

/** The kind of M-Pesa account customers pay into. */
export type MpesaAccountType =
  /** A paybill number (the account number is the document's number). */
  | 'paybill'
  /** A Buy Goods till number. */
  | 'till';

export type CompanyDetailsFragment = { __typename: 'Company', name: string, registrationNumber: string, email: string, kraPin: string | null, address: string | null, phone: string | null, logo: string | null, defaultVatRate: number, invoiceFooter: string | null, mpesaType: SchemaTypes.MpesaAccountType | null, mpesaNumber: string | null, bankDetails: string | null, kraBranchId: string, kraDeviceSerial: string | null, kraTypedLineClassCode: string | null, etimsMode: SchemaTypes.EtimsMode, publicAddress: string | null, vatRegistered: boolean, updatedAt: string | null, updatedByEmail: string | null };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { company: { __typename: 'Company', name: string, registrationNumber: string, email: string, kraPin: string | null, address: string | null, phone: string | null, logo: string | null, defaultVatRate: number, invoiceFooter: string | null, mpesaType: SchemaTypes.MpesaAccountType | null, mpesaNumber: string | null, bankDetails: string | null, kraBranchId: string, kraDeviceSerial: string | null, kraTypedLineClassCode: string | null, etimsMode: SchemaTypes.EtimsMode, publicAddress: string | null, vatRegistered: boolean, updatedAt: string | null, updatedByEmail: string | null } };

export const CompanyDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatRate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFooter"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaType"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"kraBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"kraDeviceSerial"}},{"kind":"Field","name":{"kind":"Name","value":"kraTypedLineClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}},{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<CompanyDetailsFragment, unknown>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatRate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFooter"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaType"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"kraBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"kraDeviceSerial"}},{"kind":"Field","name":{"kind":"Name","value":"kraTypedLineClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}},{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;