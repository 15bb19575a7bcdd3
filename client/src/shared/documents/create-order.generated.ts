/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new order. */
export type CreateOrderInput = {
  /** Who is buying; left out, the shop's walk-in customer. */
  customerId?: string | number | null | undefined;
  /** The lines; at least one. */
  items: Array<OrderLineInput>;
  /** The money taken at the counter, recorded with the order in one step. */
  payment?: PaidNowInput | null | undefined;
  /** How they pay. */
  paymentMethod: PaymentMethod;
  /** Only for a sale made offline and sent later: when it was sold on the device (ISO 8601). It is then recorded as sold, and any difference since is listed in the order's attention. */
  soldAt?: string | null | undefined;
  /** The subtotal the client showed, checked by the server. */
  subtotal: number;
  /** The total the client showed, checked by the server. */
  totalAmount: number;
  /** The VAT the client showed, checked by the server. */
  vatAmount: number;
  /** VAT rate as a fraction from 0 to 1. */
  vatRate: number;
};

/** Where an M-Pesa payment request (STK push) stands. */
export type MpesaRequestStatus =
  /** Paid per M-Pesa (Daraja's status query), receipt awaited: not in the books until the callback or the C2B confirmation brings the receipt, or staff type the code from the customer's SMS (settleMpesaPaymentRequest). */
  | 'awaiting_receipt'
  /** The customer cancelled it on the phone; nothing was recorded. */
  | 'cancelled'
  /** The phone never answered in time (unreachable or ignored), or the push expired (1019); nothing was recorded. */
  | 'expired'
  /** Daraja refused it or the payment failed (wrong PIN, too little balance…): see resultDesc. */
  | 'failed'
  /** The customer paid: the payment is recorded on the document (see receiptNumber and paymentId). */
  | 'paid'
  /** Being sent to Daraja. */
  | 'sending'
  /** Daraja accepted it; waiting for the customer to enter their PIN on the phone. */
  | 'waiting';

/** A line of a new order. */
export type OrderLineInput = {
  /** The inventory item. */
  inventoryId: string | number;
  /** More than 0, up to the stock: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: number;
  /** The unit price the client showed, checked by the server. */
  unitPrice: number;
};

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

/** A payment taken as the order is made (the counter's one-step sale). */
export type PaidNowInput = {
  /** The amount paid, in KSh; the order's total when left out. Below it the order is partly paid. */
  amount?: number | null | undefined;
  /** How it was paid: cash, mpesa, cheque, bank_transfer or customer_credit. */
  method: PaymentMethod;
  /** The M-Pesa code, cheque number or bank reference; required for those three methods. */
  reference?: string | null | undefined;
  /** Cash handed over, in KSh (cash only): at least the amount; the rest is `changeDue`. */
  tendered?: number | null | undefined;
};

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

export type CreateOrderMutationVariables = Exact<{
  input: SchemaTypes.CreateOrderInput;
  idempotencyKey: string;
}>;


export type CreateOrderMutation = { createOrder: { __typename: 'Order', changeDue: number | null, id: string, orderNumber: string, customerName: string, totalAmount: number, paymentMethod: SchemaTypes.PaymentMethod, status: SchemaTypes.OrderStatus, paidAmount: number, amountCredited: number, balance: number, createdAt: string, invoiceId: string | null, invoiceNumber: string | null, mpesaReceiptAwaited: { __typename: 'MpesaPaymentRequest', id: string, documentNumber: string, phone: string, amount: number, status: SchemaTypes.MpesaRequestStatus } | null } };


export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"changeDue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaReceiptAwaited"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaReceiptAwaited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaReceiptAwaited"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;