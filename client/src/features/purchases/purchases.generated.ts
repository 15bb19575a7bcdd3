/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GoodsReceivedInput = {
  /** What came in: 1 to 500 lines. */
  lines: Array<GoodsReceivedLineInput>;
  /** Anything worth keeping, up to 500 characters. */
  note?: string | null | undefined;
  /** The day the goods came in (YYYY-MM-DD, not after today); today by default. */
  receivedOn?: string | null | undefined;
  /** Who delivered. */
  supplierId: string | number;
  /** The supplier's own invoice or delivery note number. */
  supplierInvoiceNumber?: string | null | undefined;
};

export type GoodsReceivedLineInput = {
  /** The inventory item. */
  itemId: string | number;
  /** More than 0: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: number;
  /** What one unit cost, KSh. */
  unitCost: number;
};

/** Posted, or reversed. */
export type GoodsReceivedStatus =
  | 'posted'
  | 'reversed';

export type PurchaseOrderInput = {
  /** The day the supplier is to deliver (YYYY-MM-DD, not before today). */
  expectedOn?: string | null | undefined;
  /** What is ordered: 1 to 500 lines, one per item. */
  lines: Array<PurchaseOrderLineInput>;
  /** Anything worth keeping, up to 500 characters. */
  note?: string | null | undefined;
  /** Who is asked. */
  supplierId: string | number;
};

export type PurchaseOrderLineInput = {
  /** The inventory item. */
  itemId: string | number;
  /** More than 0: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: number;
  /** What one unit is to cost the shop, KSh. */
  unitCost: number;
};

export type GoodsReceivedRowFragment = { __typename: 'GoodsReceivedNote', id: string, grnNumber: string, supplierId: string, supplierName: string, receivedOn: string, supplierInvoiceNumber: string | null, totalCost: number, lineCount: number, status: SchemaTypes.GoodsReceivedStatus, createdByEmail: string };

export type GoodsReceivedListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  status?: SchemaTypes.GoodsReceivedStatus | null | undefined;
}>;


export type GoodsReceivedListQuery = { goodsReceivedPage: { __typename: 'GoodsReceivedConnection', totalCount: number, nodes: Array<{ __typename: 'GoodsReceivedNote', id: string, grnNumber: string, supplierId: string, supplierName: string, receivedOn: string, supplierInvoiceNumber: string | null, totalCost: number, lineCount: number, status: SchemaTypes.GoodsReceivedStatus, createdByEmail: string }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type GoodsReceivedNoteDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type GoodsReceivedNoteDetailQuery = { goodsReceivedNote: { __typename: 'GoodsReceivedNote', note: string | null, createdAt: string, backDated: boolean, reversedAt: string | null, reversedByEmail: string | null, reversalReason: string | null, id: string, grnNumber: string, supplierId: string, supplierName: string, receivedOn: string, supplierInvoiceNumber: string | null, totalCost: number, lineCount: number, status: SchemaTypes.GoodsReceivedStatus, createdByEmail: string, createdBy: { __typename: 'UserRef', id: string, email: string }, lines: Array<{ __typename: 'GoodsReceivedLine', id: string, itemId: string | null, itemName: string, quantity: number, unit: string, unitCost: number, amount: number }> } | null };

export type ReceiveGoodsMutationVariables = Exact<{
  input: SchemaTypes.GoodsReceivedInput;
  idempotencyKey?: string | null | undefined;
}>;


export type ReceiveGoodsMutation = { receiveGoods: { __typename: 'GoodsReceivedNote', id: string, grnNumber: string, supplierId: string, supplierName: string, receivedOn: string, supplierInvoiceNumber: string | null, totalCost: number, lineCount: number, status: SchemaTypes.GoodsReceivedStatus, createdByEmail: string } };

export type ReverseGoodsReceivedMutationVariables = Exact<{
  id: string | number;
  reason: string;
  idempotencyKey?: string | null | undefined;
}>;


export type ReverseGoodsReceivedMutation = { reverseGoodsReceived: { __typename: 'GoodsReceivedNote', reversedAt: string | null, reversedByEmail: string | null, reversalReason: string | null, id: string, grnNumber: string, supplierId: string, supplierName: string, receivedOn: string, supplierInvoiceNumber: string | null, totalCost: number, lineCount: number, status: SchemaTypes.GoodsReceivedStatus, createdByEmail: string } };

export type ToReorderQueryVariables = Exact<{ [key: string]: never; }>;


export type ToReorderQuery = { toReorder: Array<{ __typename: 'ReorderGroup', supplierId: string | null, supplierName: string | null, lines: Array<{ __typename: 'ReorderLine', suggestedQuantity: number, item: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, costPrice: number, reorderLevel: number | null } }> }>, inventorySummary: { __typename: 'InventorySummary', lowStockQuantity: number } };

export type CreatePurchaseOrderFromReorderMutationVariables = Exact<{
  input: SchemaTypes.PurchaseOrderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreatePurchaseOrderFromReorderMutation = { createPurchaseOrder: { __typename: 'PurchaseOrder', id: string, poNumber: string } };

export const GoodsReceivedRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodsReceivedRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"supplierInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<GoodsReceivedRowFragment, unknown>;
export const GoodsReceivedListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoodsReceivedList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goodsReceivedPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoodsReceivedRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodsReceivedRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"supplierInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<GoodsReceivedListQuery, GoodsReceivedListQueryVariables>;
export const GoodsReceivedNoteDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoodsReceivedNoteDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goodsReceivedNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoodsReceivedRow"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"backDated"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitCost"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodsReceivedRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"supplierInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<GoodsReceivedNoteDetailQuery, GoodsReceivedNoteDetailQueryVariables>;
export const ReceiveGoodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveGoods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveGoods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoodsReceivedRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodsReceivedRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"supplierInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<ReceiveGoodsMutation, ReceiveGoodsMutationVariables>;
export const ReverseGoodsReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseGoodsReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseGoodsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoodsReceivedRow"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reversedByEmail"}},{"kind":"Field","name":{"kind":"Name","value":"reversalReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoodsReceivedRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoodsReceivedNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"supplierInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<ReverseGoodsReceivedMutation, ReverseGoodsReceivedMutationVariables>;
export const ToReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToReorder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toReorder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventorySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lowStockQuantity"}}]}}]}}]} as unknown as DocumentNode<ToReorderQuery, ToReorderQueryVariables>;
export const CreatePurchaseOrderFromReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseOrderFromReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseOrderFromReorderMutation, CreatePurchaseOrderFromReorderMutationVariables>;