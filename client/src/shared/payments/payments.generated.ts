/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an invoice's payment stands (derived from its recorded payments and due date). */
export type InvoiceStatus =
  /** Past its due date and not paid in full. */
  | 'overdue'
  /** Paid in full. */
  | 'paid'
  /** Some, not all, paid, not yet due. */
  | 'partially_paid'
  /** Nothing paid, not yet due. */
  | 'unpaid'
  /** Voided: kept with its number, owed by nobody; listed only when asked for. */
  | 'void';

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

export type LedgerEntryFragment = { __typename: 'Payment', id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string };

export type PaymentEntryFragment = { __typename: 'Payment', createdAt: string, id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string };

export type ReversePaymentMutationVariables = Exact<{
  id: string | number;
  reason: string;
  idempotencyKey?: string | null | undefined;
}>;


export type ReversePaymentMutation = { reversePayment: { __typename: 'PaymentReversal', reversal: { __typename: 'Payment', createdAt: string, id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string }, order: { __typename: 'Order', id: string, orderNumber: string, status: SchemaTypes.OrderStatus, totalAmount: number, amountCredited: number, paidAmount: number, balance: number, payments: Array<{ __typename: 'Payment', createdAt: string, id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string }> } | null, invoice: { __typename: 'Invoice', id: string, invoiceNumber: string, status: SchemaTypes.InvoiceStatus, total: number, amountCredited: number, amountPaid: number, balance: number, customerCredit: number | null, payments: Array<{ __typename: 'Payment', createdAt: string, id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string }> } | null } };

export const LedgerEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}}]} as unknown as DocumentNode<LedgerEntryFragment, unknown>;
export const PaymentEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerEntry"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}}]} as unknown as DocumentNode<PaymentEntryFragment, unknown>;
export const ReversePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReversePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleOrderBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleInvoiceBalance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerEntry"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleOrderBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleInvoiceBalance"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"customerCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentEntry"}}]}}]}}]} as unknown as DocumentNode<ReversePaymentMutation, ReversePaymentMutationVariables>;