/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The shop's details as the Settings screen saves them. */
export type CompanyInput = {
  /** Address; null or empty: none. */
  address?: string | null | undefined;
  /** Bank details as printed; null or empty: none. */
  bankDetails?: string | null | undefined;
  /** 0 to 1 (0.16 for 16%). */
  defaultVatRate: number;
  /** A valid email address. */
  email: string;
  /** Left out: unchanged; null: off. Other than off, kraPin and kraDeviceSerial must be given. */
  etimsMode?: EtimsMode | null | undefined;
  /** Printed at the foot of documents; null or empty: none. */
  invoiceFooter?: string | null | undefined;
  /** 2 digits (00 the head office); left out: unchanged; null: 00. */
  kraBranchId?: string | null | undefined;
  /** At most 100 characters; left out: unchanged; null or empty: none. Needed when etimsMode is not off. */
  kraDeviceSerial?: string | null | undefined;
  /** A letter, 9 digits and a letter; kept in capitals. Null or empty: none. */
  kraPin?: string | null | undefined;
  /** KRA's item class for typed lines, up to 10 digits; left out: unchanged; null or empty: none. Needed when etimsMode is not off. */
  kraTypedLineClassCode?: string | null | undefined;
  /** A data: URL of a PNG, JPEG or WebP image of at most 200 KB (checked by its bytes); null: none. */
  logo?: string | null | undefined;
  /** 5 to 7 digits; given together with mpesaType. */
  mpesaNumber?: string | null | undefined;
  /** Till or paybill; given together with mpesaNumber. */
  mpesaType?: MpesaAccountType | null | undefined;
  /** Registered company name; not blank. */
  name: string;
  /** Phone number(s); null or empty: none. */
  phone?: string | null | undefined;
  /** An http(s) address with no path (https://shop.example.co.ke); left out: unchanged; null or empty: none. */
  publicAddress?: string | null | undefined;
  /** Company registration number; not blank. */
  registrationNumber: string;
  /** Whether the shop is VAT-registered; left out: unchanged. */
  vatRegistered?: boolean | null | undefined;
};

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

export type UpdateCompanyMutationVariables = Exact<{
  input: SchemaTypes.CompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { __typename: 'Company', name: string, registrationNumber: string, email: string, kraPin: string | null, address: string | null, phone: string | null, logo: string | null, defaultVatRate: number, invoiceFooter: string | null, mpesaType: SchemaTypes.MpesaAccountType | null, mpesaNumber: string | null, bankDetails: string | null, kraBranchId: string, kraDeviceSerial: string | null, kraTypedLineClassCode: string | null, etimsMode: SchemaTypes.EtimsMode, publicAddress: string | null, vatRegistered: boolean, updatedAt: string | null, updatedByEmail: string | null } };


export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatRate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFooter"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaType"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"kraBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"kraDeviceSerial"}},{"kind":"Field","name":{"kind":"Name","value":"kraTypedLineClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}},{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;