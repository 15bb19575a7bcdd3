/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AgedCreditorsQueryVariables = Exact<{
  asOf: string;
}>;


export type AgedCreditorsQuery = { agedCreditors: { __typename: 'AgedCreditors', asOf: string, rows: Array<{ __typename: 'AgedCreditorRow', supplierId: string, name: string, current: number, days1To30: number, days31To60: number, days61To90: number, over90: number, total: number }>, totals: { __typename: 'AgedCreditAmounts', current: number, days1To30: number, days31To60: number, days61To90: number, over90: number, total: number } } };


export const AgedCreditorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgedCreditors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agedCreditors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1To30"}},{"kind":"Field","name":{"kind":"Name","value":"days31To60"}},{"kind":"Field","name":{"kind":"Name","value":"days61To90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AgedCreditorsQuery, AgedCreditorsQueryVariables>;