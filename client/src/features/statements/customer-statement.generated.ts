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

/** How an order is paid for. */
export type PaymentMethod =
  /** Bank transfer. */
  | 'bank_transfer'
  /** Cash. */
  | 'cash'
  /** Cheque. */
  | 'cheque'
  /** On credit (pay later): how an order is sold, never how a payment comes in. */
  | 'credit'
  /** A credit note settling its own sale (ledger entries only, never chosen). */
  | 'credit_note'
  /** Credit the customer holds from a credit note, spent on this sale (payments only). */
  | 'customer_credit'
  /** M-Pesa mobile money. */
  | 'mpesa'
  /** The cents M-Pesa cannot collect, settled after an M-Pesa payment (ledger entries only, never chosen; not money). */
  | 'rounding';

/** What a line of a customer statement records. */
export type StatementLineKind =
  /** A paid amount lowered: a debit. */
  | 'adjustment'
  /** A credit note taking part of a sale back: a credit. */
  | 'credit'
  /** What the customer owed when the shop moved in from a spreadsheet (OB-…, paid like an invoice; not a sale): a debit. */
  | 'opening_balance'
  /** Money received: a credit. */
  | 'payment'
  /** Money handed back, or the customer's credit moved to another of their sales: a debit. */
  | 'refund'
  /** A payment undone: a debit. */
  | 'reversal'
  /** The cents M-Pesa cannot collect, settled after an M-Pesa payment: a credit. */
  | 'rounding'
  /** A sale put on the account (an order or an invoice): a debit. */
  | 'sale';

export type CustomerStatementQueryVariables = Exact<{
  customerId: string | number;
  asOf?: string | null | undefined;
  from?: string | null | undefined;
}>;


export type CustomerStatementQuery = { customerStatement: { __typename: 'CustomerStatement', from: string, asOf: string, openingBalance: number, closingBalance: number, customer: { __typename: 'Customer', id: string, name: string, contact: string, address: string | null }, lines: Array<{ __typename: 'StatementLine', date: string, kind: SchemaTypes.StatementLineKind, orderNumber: string | null, invoiceNumber: string | null, dueDate: string | null, paymentId: string | null, method: SchemaTypes.PaymentMethod | null, reference: string | null, debit: number, credit: number, balance: number }>, ageing: { __typename: 'Ageing', current: number, days1To30: number, days31To60: number, days61To90: number, daysOver90: number } } | null, company: { __typename: 'Company', name: string, registrationNumber: string, email: string, kraPin: string | null, address: string | null, phone: string | null, logo: string | null, defaultVatRate: number, invoiceFooter: string | null, mpesaType: SchemaTypes.MpesaAccountType | null, mpesaNumber: string | null, bankDetails: string | null, kraBranchId: string, kraDeviceSerial: string | null, kraTypedLineClassCode: string | null, etimsMode: SchemaTypes.EtimsMode, publicAddress: string | null, vatRegistered: boolean, updatedAt: string | null, updatedByEmail: string | null } };


export const CustomerStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"daysOver90"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatRate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFooter"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaType"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"kraBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"kraDeviceSerial"}},{"kind":"Field","name":{"kind":"Name","value":"kraTypedLineClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}},{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<CustomerStatementQuery, CustomerStatementQueryVariables>;