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

/** Where a document stands with KRA's eTIMS. */
export type EtimsState =
  /** KRA (or Ghala, before sending) refused it: see lastError; retryEtimsDocument sends it again. */
  | 'refused'
  /** KRA signed it. */
  | 'signed'
  /** Queued for KRA, or KRA cannot be reached yet: tried again by itself. */
  | 'waiting';

/** The kind of M-Pesa account customers pay into. */
export type MpesaAccountType =
  /** A paybill number (the account number is the document's number). */
  | 'paybill'
  /** A Buy Goods till number. */
  | 'till';

/** Where an order's payment stands. */
export type OrderStatus =
  /** Cancelled before anything was paid or invoiced: kept with its number, owed by nobody. */
  | 'cancelled'
  /** Paid in full. */
  | 'paid'
  /** Some, not all, paid. */
  | 'partially_paid'
  /** Nothing paid yet. */
  | 'pending';

/** What an entry of the payment ledger is. */
export type PaymentKind =
  /** The paid amount lowered through `updateOrderPayment`; negative. */
  | 'adjustment'
  /** A credit note settling part of the sale. */
  | 'credit'
  /** Money received. */
  | 'payment'
  /** Money handed back to the customer, or their credit moved to another sale; negative. */
  | 'refund'
  /** A payment undone (a bounced cheque); negative. */
  | 'reversal'
  /** Less than one shilling settled after an M-Pesa payment, which moves whole shillings only; positive, no money, no change to VAT. */
  | 'rounding';

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

/** KRA's tax band (taxation type, code class 04) of an item. */
export type TaxBand =
  /** Exempt (0 %). */
  | 'A'
  /** Standard rate, 16 %: most goods. */
  | 'B'
  /** Zero-rated (0 %). */
  | 'C'
  /** Non-VAT (0 %). */
  | 'D'
  /** Reduced rate, 8 %. */
  | 'E';

export type SaleReceiptQueryVariables = Exact<{
  id: string | number;
}>;


export type SaleReceiptQuery = { order: { __typename: 'Order', id: string, orderNumber: string, createdAt: string, customerName: string, subtotal: number, vatRate: number, vatAmount: number, totalAmount: number, paidAmount: number, balance: number, status: SchemaTypes.OrderStatus, invoiceId: string | null, invoiceNumber: string | null, createdBy: { __typename: 'UserRef', id: string, email: string }, customer: { __typename: 'Customer', id: string, contact: string } | null, items: Array<{ __typename: 'OrderItem', itemName: string, quantity: number, unit: string, unitPrice: number, totalPrice: number, taxBand: SchemaTypes.TaxBand }>, payments: Array<{ __typename: 'Payment', id: string, kind: SchemaTypes.PaymentKind, amount: number, method: SchemaTypes.PaymentMethod, reference: string | null }> } | null, company: { __typename: 'Company', name: string, registrationNumber: string, email: string, kraPin: string | null, address: string | null, phone: string | null, logo: string | null, defaultVatRate: number, invoiceFooter: string | null, mpesaType: SchemaTypes.MpesaAccountType | null, mpesaNumber: string | null, bankDetails: string | null, kraBranchId: string, kraDeviceSerial: string | null, kraTypedLineClassCode: string | null, etimsMode: SchemaTypes.EtimsMode, publicAddress: string | null, vatRegistered: boolean, updatedAt: string | null, updatedByEmail: string | null } };

export type SaleReceiptEtimsQueryVariables = Exact<{
  invoiceId: string | number;
}>;


export type SaleReceiptEtimsQuery = { invoice: { __typename: 'Invoice', id: string, etims: { __typename: 'EtimsDocument', id: string, state: SchemaTypes.EtimsState, receipt: { __typename: 'EtimsReceipt', cuInvoiceNumber: string, sdcId: string, curRcptNo: number, totRcptNo: number, intrlData: string, rcptSign: string, sdcDateTime: string, qrUrl: string | null } | null } | null } | null };


export const SaleReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatRate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFooter"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaType"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"kraBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"kraDeviceSerial"}},{"kind":"Field","name":{"kind":"Name","value":"kraTypedLineClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"etimsMode"}},{"kind":"Field","name":{"kind":"Name","value":"publicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<SaleReceiptQuery, SaleReceiptQueryVariables>;
export const SaleReceiptEtimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleReceiptEtims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"etims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cuInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sdcId"}},{"kind":"Field","name":{"kind":"Name","value":"curRcptNo"}},{"kind":"Field","name":{"kind":"Name","value":"totRcptNo"}},{"kind":"Field","name":{"kind":"Name","value":"intrlData"}},{"kind":"Field","name":{"kind":"Name","value":"rcptSign"}},{"kind":"Field","name":{"kind":"Name","value":"sdcDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"qrUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaleReceiptEtimsQuery, SaleReceiptEtimsQueryVariables>;