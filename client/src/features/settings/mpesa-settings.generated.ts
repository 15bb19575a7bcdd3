/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether the new C2B addresses reached Daraja. */
export type MpesaC2bRegistration =
  /**
   * Daraja refused or could not be reached (see c2bRegistrationError): register the addresses
   * again (`registerMpesaUrls`), or ask Safaricom to change them where Daraja allows one
   * registration only.
   */
  | 'failed'
  /** M-Pesa is off or not fully set up: nothing to register until it is turned on. */
  | 'not_set_up'
  /** Daraja took the new addresses: payments customers make on their phones arrive there. */
  | 'registered';

/** Whether and where M-Pesa payments go through Safaricom's Daraja API; the addresses are the server's environment's. */
export type MpesaMode =
  /** No M-Pesa requests are sent; payments by M-Pesa are recorded by hand as before. */
  | 'off'
  /** Safaricom's Daraja (MPESA_PRODUCTION_URL): real money. */
  | 'production'
  /** Safaricom's Daraja sandbox (MPESA_SANDBOX_URL): Safaricom's test system, with test credentials. */
  | 'sandbox'
  /** The local Daraja simulator (MPESA_SIMULATOR_URL): for trying M-Pesa out; no money moves. */
  | 'simulator';

/**
 * Changes to the M-Pesa settings. A field left out stays as it is. For the three secrets an empty
 * string also keeps the saved one, and null clears it.
 */
export type MpesaSettingsInput = {
  /** An http(s) address without a path's trailing slash; https outside simulator mode. Null or empty: none. */
  callbackBaseUrl?: string | null | undefined;
  /** The Daraja app's consumer key. Empty or left out: keep; null: clear. */
  consumerKey?: string | null | undefined;
  /** The Daraja app's consumer secret. Empty or left out: keep; null: clear. */
  consumerSecret?: string | null | undefined;
  /** Other than off, the till or paybill number, passkey, consumer key and secret must be saved. */
  mode?: MpesaMode | null | undefined;
  /** The Lipa na M-Pesa Online passkey from Daraja. Empty or left out: keep; null: clear. */
  passkey?: string | null | undefined;
  /** 5 to 7 digits: a till's store number for STK pushes; null or empty: the till or paybill number. */
  stkShortcode?: string | null | undefined;
};

export type MpesaSettingsDetailsFragment = { __typename: 'MpesaSettings', mode: SchemaTypes.MpesaMode, stkShortcode: string | null, callbackBaseUrl: string | null, passkeySet: boolean, consumerKeySet: boolean, consumerSecretSet: boolean, stkCallbackUrl: string | null, confirmationUrl: string | null, validationUrl: string | null, c2bRegisteredAt: string | null, updatedAt: string | null };

export type MpesaSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MpesaSettingsQuery = { mpesaSettings: { __typename: 'MpesaSettings', mode: SchemaTypes.MpesaMode, stkShortcode: string | null, callbackBaseUrl: string | null, passkeySet: boolean, consumerKeySet: boolean, consumerSecretSet: boolean, stkCallbackUrl: string | null, confirmationUrl: string | null, validationUrl: string | null, c2bRegisteredAt: string | null, updatedAt: string | null } };

export type UpdateMpesaSettingsMutationVariables = Exact<{
  input: SchemaTypes.MpesaSettingsInput;
}>;


export type UpdateMpesaSettingsMutation = { updateMpesaSettings: { __typename: 'MpesaSettings', mode: SchemaTypes.MpesaMode, stkShortcode: string | null, callbackBaseUrl: string | null, passkeySet: boolean, consumerKeySet: boolean, consumerSecretSet: boolean, stkCallbackUrl: string | null, confirmationUrl: string | null, validationUrl: string | null, c2bRegisteredAt: string | null, updatedAt: string | null } };

export type RegisterMpesaUrlsMutationVariables = Exact<{ [key: string]: never; }>;


export type RegisterMpesaUrlsMutation = { registerMpesaUrls: { __typename: 'MpesaSettings', mode: SchemaTypes.MpesaMode, stkShortcode: string | null, callbackBaseUrl: string | null, passkeySet: boolean, consumerKeySet: boolean, consumerSecretSet: boolean, stkCallbackUrl: string | null, confirmationUrl: string | null, validationUrl: string | null, c2bRegisteredAt: string | null, updatedAt: string | null } };

export type RotateMpesaCallbackTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateMpesaCallbackTokenMutation = { rotateMpesaCallbackToken: { __typename: 'MpesaCallbackTokenRotation', c2bRegistration: SchemaTypes.MpesaC2bRegistration, c2bRegistrationError: string | null, settings: { __typename: 'MpesaSettings', mode: SchemaTypes.MpesaMode, stkShortcode: string | null, callbackBaseUrl: string | null, passkeySet: boolean, consumerKeySet: boolean, consumerSecretSet: boolean, stkCallbackUrl: string | null, confirmationUrl: string | null, validationUrl: string | null, c2bRegisteredAt: string | null, updatedAt: string | null } } };

export const MpesaSettingsDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaSettingsDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"stkShortcode"}},{"kind":"Field","name":{"kind":"Name","value":"callbackBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"passkeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"stkCallbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegisteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MpesaSettingsDetailsFragment, unknown>;
export const MpesaSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpesaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaSettingsDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaSettingsDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"stkShortcode"}},{"kind":"Field","name":{"kind":"Name","value":"callbackBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"passkeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"stkCallbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegisteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MpesaSettingsQuery, MpesaSettingsQueryVariables>;
export const UpdateMpesaSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMpesaSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMpesaSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaSettingsDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaSettingsDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"stkShortcode"}},{"kind":"Field","name":{"kind":"Name","value":"callbackBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"passkeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"stkCallbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegisteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMpesaSettingsMutation, UpdateMpesaSettingsMutationVariables>;
export const RegisterMpesaUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterMpesaUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerMpesaUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaSettingsDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaSettingsDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"stkShortcode"}},{"kind":"Field","name":{"kind":"Name","value":"callbackBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"passkeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"stkCallbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegisteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RegisterMpesaUrlsMutation, RegisterMpesaUrlsMutationVariables>;
export const RotateMpesaCallbackTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateMpesaCallbackToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateMpesaCallbackToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MpesaSettingsDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegistrationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MpesaSettingsDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MpesaSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"stkShortcode"}},{"kind":"Field","name":{"kind":"Name","value":"callbackBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"passkeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerKeySet"}},{"kind":"Field","name":{"kind":"Name","value":"consumerSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"stkCallbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"c2bRegisteredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RotateMpesaCallbackTokenMutation, RotateMpesaCallbackTokenMutationVariables>;