/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type VatReturnQueryVariables = Exact<{
  month: string;
}>;


export type VatReturnQuery = { vatReturn: { __typename: 'VatReturn', month: string, outputVat: number, inputVat: number, netVat: number, bands: Array<{ __typename: 'VatReturnBand', band: SchemaTypes.TaxBand, rate: number, salesTaxable: number, salesVat: number, creditedTaxable: number, creditedVat: number }>, purchases: Array<{ __typename: 'VatPurchase', supplierPin: string | null, supplierName: string, invoiceDate: string, invoiceNumber: string, billNumber: string, band: SchemaTypes.TaxBand, taxable: number, vat: number }> } };


export const VatReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VatReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"salesTaxable"}},{"kind":"Field","name":{"kind":"Name","value":"salesVat"}},{"kind":"Field","name":{"kind":"Name","value":"creditedTaxable"}},{"kind":"Field","name":{"kind":"Name","value":"creditedVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputVat"}},{"kind":"Field","name":{"kind":"Name","value":"purchases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierPin"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inputVat"}},{"kind":"Field","name":{"kind":"Name","value":"netVat"}}]}}]}}]} as unknown as DocumentNode<VatReturnQuery, VatReturnQueryVariables>;