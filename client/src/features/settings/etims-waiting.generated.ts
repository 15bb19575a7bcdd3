/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EtimsWaitingDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type EtimsWaitingDocumentsQuery = { etimsWaitingDocuments: number };


export const EtimsWaitingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EtimsWaitingDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"etimsWaitingDocuments"}}]}}]} as unknown as DocumentNode<EtimsWaitingDocumentsQuery, EtimsWaitingDocumentsQueryVariables>;