/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new inventory item. */
export type InventoryItemInput = {
  /** What a scanner reads off the pack, unique among items (a second item with it is refused, naming the first); null or empty: none; left out: none for a new item, unchanged on an update. */
  barcode?: string | null | undefined;
  /** Buying price per unit in KSh, 0 or more. */
  costPrice: number;
  /** KRA item classification code, up to 10 digits; null or empty: none; left out: none for a new item, unchanged on an update. */
  kraItemClassCode?: string | null | undefined;
  /** KRA packaging unit code (class 17), e.g. NT; left out: NT for a new item, unchanged on an update. */
  kraPackagingUnit?: string | null | undefined;
  /** KRA quantity unit code (class 10), e.g. U or KG; left out: U for a new item, unchanged on an update. */
  kraQuantityUnit?: string | null | undefined;
  /** What it is; not blank. */
  name: string;
  /** In stock, 0 or more: a whole number, or up to 3 decimals when sellsInFractions. */
  quantity: number;
  /** Low on stock at or below this quantity; null: the shop-wide level; left out: unchanged. */
  reorderLevel?: number | null | undefined;
  /** Whether quantities may carry up to 3 decimals; left out: false for a new item, unchanged on an update. */
  sellsInFractions?: boolean | null | undefined;
  /** An existing supplier, or null. */
  supplierId?: string | number | null | undefined;
  /** KRA tax band; left out: B for a new item, unchanged on an update. */
  taxBand?: TaxBand | null | undefined;
  /** pcs, kg, m, bag…; left out: pcs for a new item, unchanged on an update. */
  unit?: string | null | undefined;
  /** Selling price per unit in KSh (VAT inclusive), 0 or more. */
  unitPrice: number;
};

/** New values for an inventory item. */
export type InventoryItemUpdateInput = {
  /** What a scanner reads off the pack, unique among items (a second item with it is refused, naming the first); null or empty: none; left out: none for a new item, unchanged on an update. */
  barcode?: string | null | undefined;
  /** Recorded in the price history when a price changes. */
  changeReason?: string | null | undefined;
  /** Buying price per unit in KSh, 0 or more. */
  costPrice: number;
  /** KRA item classification code, up to 10 digits; null or empty: none; left out: none for a new item, unchanged on an update. */
  kraItemClassCode?: string | null | undefined;
  /** KRA packaging unit code (class 17), e.g. NT; left out: NT for a new item, unchanged on an update. */
  kraPackagingUnit?: string | null | undefined;
  /** KRA quantity unit code (class 10), e.g. U or KG; left out: U for a new item, unchanged on an update. */
  kraQuantityUnit?: string | null | undefined;
  /** What it is; not blank. */
  name: string;
  /** In stock, 0 or more: a whole number, or up to 3 decimals when sellsInFractions. */
  quantity: number;
  /** Low on stock at or below this quantity; null: the shop-wide level; left out: unchanged. */
  reorderLevel?: number | null | undefined;
  /** Whether quantities may carry up to 3 decimals; left out: false for a new item, unchanged on an update. */
  sellsInFractions?: boolean | null | undefined;
  /** An existing supplier, or null. */
  supplierId?: string | number | null | undefined;
  /** KRA tax band; left out: B for a new item, unchanged on an update. */
  taxBand?: TaxBand | null | undefined;
  /** pcs, kg, m, bag…; left out: pcs for a new item, unchanged on an update. */
  unit?: string | null | undefined;
  /** Selling price per unit in KSh (VAT inclusive), 0 or more. */
  unitPrice: number;
};

/** How a page of inventory items is sorted; ties are broken by id, so paging never skips or repeats. */
export type InventorySort =
  /** By name, A to Z. */
  | 'name_asc'
  /** By name, Z to A. */
  | 'name_desc'
  /** Fewest units first. */
  | 'quantity_asc'
  /** Most units first. */
  | 'quantity_desc'
  /** Smallest stock value (quantity × unit price) first. */
  | 'total_value_asc'
  /** Largest stock value first. */
  | 'total_value_desc'
  /** Cheapest first. */
  | 'unit_price_asc'
  /** Dearest first. */
  | 'unit_price_desc';

/** New prices for an item. */
export type PriceUpdateInput = {
  /** Why the prices change; required. */
  changeReason: string;
  /** New buying price per unit in KSh. */
  newCostPrice: number;
  /** New selling price per unit in KSh. */
  newUnitPrice: number;
};

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

export type InventoryRowFragment = { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null };

export type InventoryListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  inStock?: boolean | null | undefined;
  lowStock?: boolean | null | undefined;
  sort?: SchemaTypes.InventorySort | null | undefined;
  withCosts?: boolean | null | undefined;
}>;


export type InventoryListQuery = { inventoryPage: { __typename: 'InventoryItemConnection', totalCount: number, nodes: Array<{ __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type InventorySummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type InventorySummaryQuery = { inventorySummary: { __typename: 'InventorySummary', totalItems: number, lowStockItems: number } };

export type InventoryItemPriceHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type InventoryItemPriceHistoryQuery = { inventoryItem: { __typename: 'InventoryItem', id: string, name: string, priceHistory: Array<{ __typename: 'PriceHistoryEntry', id: string, createdAt: string, oldUnitPrice: number, newUnitPrice: number, oldCostPrice: number, newCostPrice: number, changeReason: string, changedByEmail: string }> } | null };

export type CreateInventoryItemMutationVariables = Exact<{
  input: SchemaTypes.InventoryItemInput;
  withCosts?: boolean | null | undefined;
}>;


export type CreateInventoryItemMutation = { createInventoryItem: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null } };

export type UpdateInventoryItemMutationVariables = Exact<{
  id: string | number;
  input: SchemaTypes.InventoryItemUpdateInput;
  withCosts?: boolean | null | undefined;
}>;


export type UpdateInventoryItemMutation = { updateInventoryItem: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null } };

export type UpdateItemPricesMutationVariables = Exact<{
  id: string | number;
  input: SchemaTypes.PriceUpdateInput;
  withCosts?: boolean | null | undefined;
}>;


export type UpdateItemPricesMutation = { updatePrices: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null } };

export type SetItemBarcodeMutationVariables = Exact<{
  id: string | number;
  barcode?: string | null | undefined;
  withCosts?: boolean | null | undefined;
}>;


export type SetItemBarcodeMutation = { setItemBarcode: { __typename: 'InventoryItem', id: string, name: string, quantity: number, unit: string, sellsInFractions: boolean, unitPrice: number, costPrice?: number, totalValue: number, marginPercent?: number | null, supplierId: string | null, supplierName: string | null, reorderLevel: number | null, lowStock: boolean, taxBand: SchemaTypes.TaxBand, kraItemClassCode: string | null, kraPackagingUnit: string, kraQuantityUnit: string, barcode: string | null } };

export type DeleteInventoryItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInventoryItemMutation = { deleteInventoryItem: string };

export const InventoryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}}]} as unknown as DocumentNode<InventoryRowFragment, unknown>;
export const InventoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lowStock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InventorySort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"inStock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}}},{"kind":"Argument","name":{"kind":"Name","value":"lowStock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lowStock"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<InventoryListQuery, InventoryListQueryVariables>;
export const InventorySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventorySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventorySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockItems"}}]}}]}}]} as unknown as DocumentNode<InventorySummaryQuery, InventorySummaryQueryVariables>;
export const InventoryItemPriceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryItemPriceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"oldUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"oldCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"changeReason"}},{"kind":"Field","name":{"kind":"Name","value":"changedByEmail"}}]}}]}}]}}]} as unknown as DocumentNode<InventoryItemPriceHistoryQuery, InventoryItemPriceHistoryQueryVariables>;
export const CreateInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItemInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}}]} as unknown as DocumentNode<CreateInventoryItemMutation, CreateInventoryItemMutationVariables>;
export const UpdateInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItemUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}}]} as unknown as DocumentNode<UpdateInventoryItemMutation, UpdateInventoryItemMutationVariables>;
export const UpdateItemPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateItemPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}}]} as unknown as DocumentNode<UpdateItemPricesMutation, UpdateItemPricesMutationVariables>;
export const SetItemBarcodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetItemBarcode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"barcode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setItemBarcode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"barcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"barcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"sellsInFractions"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"costPrice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCosts"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"reorderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"taxBand"}},{"kind":"Field","name":{"kind":"Name","value":"kraItemClassCode"}},{"kind":"Field","name":{"kind":"Name","value":"kraPackagingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"kraQuantityUnit"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}}]}}]} as unknown as DocumentNode<SetItemBarcodeMutation, SetItemBarcodeMutationVariables>;
export const DeleteInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInventoryItemMutation, DeleteInventoryItemMutationVariables>;