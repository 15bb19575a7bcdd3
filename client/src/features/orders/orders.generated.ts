/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a page of orders or invoices is sorted; ties are broken by id, so paging never skips or repeats. */
export type DocumentSort =
  /** Oldest first. */
  | 'created_at_asc'
  /** Newest first. */
  | 'created_at_desc'
  /** By customer name, A to Z. */
  | 'customer_asc'
  /** By customer name, Z to A. */
  | 'customer_desc'
  /** Smallest total first. */
  | 'total_asc'
  /** Largest total first. */
  | 'total_desc';

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

export type OrdersListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  status?: SchemaTypes.OrderStatus | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  sort?: SchemaTypes.DocumentSort | null | undefined;
}>;


export type OrdersListQuery = { ordersPage: { __typename: 'OrderConnection', totalCount: number, nodes: Array<{ __typename: 'Order', id: string, orderNumber: string, customerName: string, totalAmount: number, paymentMethod: SchemaTypes.PaymentMethod, status: SchemaTypes.OrderStatus, paidAmount: number, amountCredited: number, balance: number, createdAt: string, invoiceId: string | null, invoiceNumber: string | null, mpesaReceiptAwaited: { __typename: 'MpesaPaymentRequest', id: string, documentNumber: string, phone: string, amount: number, status: SchemaTypes.MpesaRequestStatus } | null }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type CartItemQueryVariables = Exact<{
  id: string | number;
}>;


export type CartItemQuery = { inventoryItem: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, taxBand: SchemaTypes.TaxBand } | null };

export type OrderRowFragment = { __typename: 'Order', id: string, orderNumber: string, customerName: string, totalAmount: number, paymentMethod: SchemaTypes.PaymentMethod, status: SchemaTypes.OrderStatus, paidAmount: number, amountCredited: number, balance: number, createdAt: string, invoiceId: string | null, invoiceNumber: string | null, mpesaReceiptAwaited: { __typename: 'MpesaPaymentRequest', id: string, documentNumber: string, phone: string, amount: number, status: SchemaTypes.MpesaRequestStatus } | null };

export type OrderItemsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderItemsQuery = { order: { __typename: 'Order', id: string, orderNumber: string, subtotal: number, vatRate: number, vatAmount: number, totalAmount: number, createdBy: { __typename: 'UserRef', id: string, email: string }, items: Array<{ __typename: 'OrderItem', inventoryId: string | null, itemName: string, quantity: number, unit: string, unitPrice: number, totalPrice: number }> } | null };

export type OrderPaymentsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderPaymentsQuery = { order: { __typename: 'Order', id: string, orderNumber: string, totalAmount: number, paidAmount: number, balance: number, status: SchemaTypes.OrderStatus, payments: Array<{ __typename: 'Payment', createdAt: string, id: string, kind: SchemaTypes.PaymentKind, amount: number, paidAt: string, method: SchemaTypes.PaymentMethod, reference: string | null, note: string | null, reversesPaymentId: string | null, reversedByPaymentId: string | null, split: boolean, recordedByEmail: string }>, mpesaReceiptAwaited: { __typename: 'MpesaPaymentRequest', id: string, documentNumber: string, phone: string, amount: number, status: SchemaTypes.MpesaRequestStatus } | null } | null };

export type GenerateInvoiceMutationVariables = Exact<{
  orderId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type GenerateInvoiceMutation = { generateInvoice: { __typename: 'Invoice', id: string, invoiceNumber: string, total: number } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelOrderMutation = { cancelOrder: { __typename: 'Order', id: string, orderNumber: string, customerName: string, totalAmount: number, paymentMethod: SchemaTypes.PaymentMethod, status: SchemaTypes.OrderStatus, paidAmount: number, amountCredited: number, balance: number, createdAt: string, invoiceId: string | null, invoiceNumber: string | null, mpesaReceiptAwaited: { __typename: 'MpesaPaymentRequest', id: string, documentNumber: string, phone: string, amount: number, status: SchemaTypes.MpesaRequestStatus } | null } };

export const OrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaReceiptAwaited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaReceiptAwaited"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaReceiptAwaited"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<OrderRowFragment, unknown>;
export const OrdersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaReceiptAwaited"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaReceiptAwaited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaReceiptAwaited"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<OrdersListQuery, OrdersListQueryVariables>;
export const CartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}}]}}]} as unknown as DocumentNode<CartItemQuery, CartItemQueryVariables>;
export const OrderItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]}}]} as unknown as DocumentNode<OrderItemsQuery, OrderItemsQueryVariables>;
export const OrderPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mpesaReceiptAwaited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaReceiptAwaited"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerEntry"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaReceiptAwaited"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<OrderPaymentsQuery, OrderPaymentsQueryVariables>;
export const GenerateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<GenerateInvoiceMutation, GenerateInvoiceMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaReceiptAwaited"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaPaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCredited"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mpesaReceiptAwaited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaReceiptAwaited"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;