/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which way cash moved through a drawer by hand. */
export type CashMovementKind =
  /** Cash put into the drawer. */
  | 'pay_in'
  /** Cash taken out of the drawer. */
  | 'pay_out';

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

export type CurrentShiftQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentShiftQuery = { currentShift: { __typename: 'Shift', id: string, openedAt: string, openingFloat: number, closedAt: string | null, cashier: { __typename: 'UserRef', id: string, email: string }, closedBy: { __typename: 'UserRef', id: string, email: string } | null, cashMovements: Array<{ __typename: 'CashMovement', id: string, kind: SchemaTypes.CashMovementKind, amount: number, reason: string, recordedAt: string, recordedBy: { __typename: 'UserRef', id: string, email: string } }>, zReport: { __typename: 'ZReport', openingFloat: number, cashTaken: number, cashRefunded: number, cashReversed: number, payIns: number, payOuts: number, expectedCash: number, countedCash: number, difference: number, byMethod: Array<{ __typename: 'ShiftMethodTotal', method: SchemaTypes.PaymentMethod, taken: number, refunded: number, reversed: number, net: number }> } | null } | null };


export const CurrentShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingFloat"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cashier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cashMovements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"zReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openingFloat"}},{"kind":"Field","name":{"kind":"Name","value":"cashTaken"}},{"kind":"Field","name":{"kind":"Name","value":"cashRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"cashReversed"}},{"kind":"Field","name":{"kind":"Name","value":"payIns"}},{"kind":"Field","name":{"kind":"Name","value":"payOuts"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCash"}},{"kind":"Field","name":{"kind":"Name","value":"countedCash"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"byMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"reversed"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentShiftQuery, CurrentShiftQueryVariables>;