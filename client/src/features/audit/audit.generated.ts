/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A kind of audit event (the REST API writes the first `_` as a dot: `price.changed`, `sign_in.failed`). */
export type AuditAction =
  /** An item's barcode was given, changed or taken away: which item a scan sells. */
  | 'barcode_changed'
  /** A supplier's bill was recorded: its number, total and supplier. */
  | 'bill_made'
  /** A credit note was issued against an invoice. */
  | 'credit_note_issued'
  /** A customer was deleted. */
  | 'customer_deleted'
  /** A delivery was received from a supplier (a goods received note): its stock came in. */
  | 'goods_received'
  /** A goods received note was reversed: its stock went back out. */
  | 'goods_reversed'
  /** An invoice was deleted (before invoices were voided instead). */
  | 'invoice_deleted'
  /** An invoice was made: its number, total and customer; `back-dated to …` when dated days back. */
  | 'invoice_made'
  /** An invoice was voided (the spec's delete). */
  | 'invoice_voided'
  /** An inventory item was deleted. */
  | 'item_deleted'
  /** Unmatched M-Pesa money was marked returned to the payer. */
  | 'mpesa_returned'
  /** A pending order was cancelled. */
  | 'order_cancelled'
  /** An order was made: its number, total and customer (what a cashier sold). */
  | 'order_made'
  /** An order's paid amount was lowered. */
  | 'payment_adjusted'
  /** A credit note settled part of a sale. */
  | 'payment_credited'
  /** A payment was recorded on an order or invoice. */
  | 'payment_recorded'
  /** Money was refunded to a customer, or their credit moved to another sale. */
  | 'payment_refunded'
  /** A payment was reversed. */
  | 'payment_reversed'
  /** An item's selling or cost price changed. */
  | 'price_changed'
  /** A purchase order was cancelled, with the reason. */
  | 'purchase_order_cancelled'
  /** A purchase order was made: its number, supplier and total at cost. */
  | 'purchase_order_made'
  /** A purchase order was marked sent to its supplier. */
  | 'purchase_order_sent'
  /** Items, customers or suppliers were imported from a spreadsheet. */
  | 'records_imported'
  /** Someone saved the shop's details (Settings). */
  | 'settings_changed'
  /** Someone signed in. */
  | 'sign_in'
  /** A sign-in was refused (wrong password, unknown email, waiting for approval, disabled). */
  | 'sign_in_failed'
  /** The owner approved a sign-up. */
  | 'staff_approved'
  /** The owner disabled an account. */
  | 'staff_disabled'
  /** The owner enabled an account again. */
  | 'staff_enabled'
  /** The owner withdrew an invite link. */
  | 'staff_invite_withdrawn'
  /** The owner made an invite link. */
  | 'staff_invited'
  /** Someone signed up through an invite link. */
  | 'staff_joined'
  /** The owner changed someone's role. */
  | 'staff_role_changed'
  /** The owner signed someone out on every device. */
  | 'staff_signed_out'
  /** Someone signed up without an invite (and waits for approval). */
  | 'staff_signed_up'
  /** An item's quantity was set by hand, or a new item came with its opening stock. */
  | 'stock_changed'
  /** A supplier was deleted. */
  | 'supplier_deleted'
  /** A payment to a supplier was recorded on their bill. */
  | 'supplier_payment_recorded'
  /** A payment to a supplier was reversed, with the reason. */
  | 'supplier_payment_reversed';

export type AuditRowFragment = { __typename: 'AuditEvent', id: string, occurredAt: string, actorEmail: string, action: SchemaTypes.AuditAction, entity: string | null, entityId: string | null, summary: string, clientAddress: string | null, changes: Array<{ __typename: 'AuditChange', field: string, before: string | null, after: string | null }> };

export type AuditListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  action?: SchemaTypes.AuditAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AuditListQuery = { auditPage: { __typename: 'AuditConnection', totalCount: number, nodes: Array<{ __typename: 'AuditEvent', id: string, occurredAt: string, actorEmail: string, action: SchemaTypes.AuditAction, entity: string | null, entityId: string | null, summary: string, clientAddress: string | null, changes: Array<{ __typename: 'AuditChange', field: string, before: string | null, after: string | null }> }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export const AuditRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}}]}}]} as unknown as DocumentNode<AuditRowFragment, unknown>;
export const AuditListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AuditListQuery, AuditListQueryVariables>;