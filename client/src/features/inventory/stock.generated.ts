/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Why stock is adjusted by hand. */
export type AdjustmentReason =
  | 'count_correction'
  | 'damaged'
  | 'found'
  | 'lost_or_stolen'
  | 'own_use';

export type StockAdjustmentInput = {
  /** The inventory item. */
  itemId: string | number;
  /** Anything worth keeping, up to 500 characters. */
  note?: string | null | undefined;
  /** In (positive) or out (negative), not 0; decimals only for an item sold in fractions. */
  quantityChange: number;
  /** Why. */
  reason: AdjustmentReason;
};

/** Why an item's stock moved. */
export type StockMovementKind =
  /** Moved by hand with a reason. */
  | 'adjustment'
  /** Moved to what a stock count found. */
  | 'count'
  /** Came back on a credit note (goods returned). */
  | 'credit_note'
  /** Set directly by editing the item (reason 'Manual update via edit'). */
  | 'edit'
  /** Came in on a goods received note. */
  | 'goods_received'
  /** Went back out when a goods received note was reversed. */
  | 'goods_received_reversal'
  /** Sold on a manual invoice. */
  | 'invoice'
  /** Came back when its manual invoice was voided (the spec's delete). */
  | 'invoice_void'
  /** The quantity an item started with (or had when the ledger began). */
  | 'opening'
  /** Came back when its order was cancelled. */
  | 'order_cancelled'
  /** Sold on an order. */
  | 'sale';

export type StockMovementRowFragment = { __typename: 'StockMovement', id: string, occurredAt: string, kind: SchemaTypes.StockMovementKind, quantityChange: number, quantityAfter: number, reason: string | null, note: string | null, recordedByEmail: string | null, document: { __typename: 'StockDocument', type: string, id: string, number: string } | null };

export type ItemStockMovementsQueryVariables = Exact<{
  itemId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ItemStockMovementsQuery = { stockMovements: { __typename: 'StockMovementConnection', totalCount: number, nodes: Array<{ __typename: 'StockMovement', id: string, occurredAt: string, kind: SchemaTypes.StockMovementKind, quantityChange: number, quantityAfter: number, reason: string | null, note: string | null, recordedByEmail: string | null, document: { __typename: 'StockDocument', type: string, id: string, number: string } | null }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } | null };

export type AdjustStockMutationVariables = Exact<{
  input: SchemaTypes.StockAdjustmentInput;
  idempotencyKey?: string | null | undefined;
}>;


export type AdjustStockMutation = { adjustStock: { __typename: 'StockMovement', id: string, occurredAt: string, kind: SchemaTypes.StockMovementKind, quantityChange: number, quantityAfter: number, reason: string | null, note: string | null, recordedByEmail: string | null, document: { __typename: 'StockDocument', type: string, id: string, number: string } | null } };

export type SetReorderLevelMutationVariables = Exact<{
  id: string | number;
  reorderLevel?: number | null | undefined;
}>;


export type SetReorderLevelMutation = { setReorderLevel: { __typename: 'InventoryItem', id: string, reorderLevel: number | null, lowStock: boolean } };

export const StockMovementRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockMovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockMovement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantityChange"}},{"kind":"Field","name":{"kind":"Name","value":"quantityAfter"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}}]} as unknown as DocumentNode<StockMovementRowFragment, unknown>;
export const ItemStockMovementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemStockMovements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockMovements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockMovementRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockMovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockMovement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantityChange"}},{"kind":"Field","name":{"kind":"Name","value":"quantityAfter"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<ItemStockMovementsQuery, ItemStockMovementsQueryVariables>;
export const AdjustStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockAdjustmentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockMovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockMovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockMovement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantityChange"}},{"kind":"Field","name":{"kind":"Name","value":"quantityAfter"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByEmail"}}]}}]} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const SetReorderLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReorderLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reorderLevel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReorderLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reorderLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reorderLevel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}}]}}]}}]} as unknown as DocumentNode<SetReorderLevelMutation, SetReorderLevelMutationVariables>;