/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a stock report to KRA stands. */
export type EtimsStockReportState =
  /** KRA refused it: see lastError; retryEtimsStockReport sends it again. */
  | 'refused'
  /** KRA stored it. */
  | 'sent'
  /** Queued: behind a sale KRA has not signed yet, or KRA cannot be reached; tried again by itself. */
  | 'waiting';

export type EtimsStockReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type EtimsStockReportsQuery = { etimsStockReports: { __typename: 'EtimsStockReports', waiting: number, refused: number, items: Array<{ __typename: 'EtimsStockReport', id: string, state: SchemaTypes.EtimsStockReportState, movement: string, documentNumber: string | null, items: number, lastError: string | null, occurredAt: string }> } };

export type RetryEtimsStockReportMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryEtimsStockReportMutation = { retryEtimsStockReport: { __typename: 'EtimsStockReport', id: string, state: SchemaTypes.EtimsStockReportState } };


export const EtimsStockReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EtimsStockReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"etimsStockReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"movement"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]}}]} as unknown as DocumentNode<EtimsStockReportsQuery, EtimsStockReportsQueryVariables>;
export const RetryEtimsStockReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryEtimsStockReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryEtimsStockReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RetryEtimsStockReportMutation, RetryEtimsStockReportMutationVariables>;