/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as SchemaTypes from '../../graphql/schema-types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether an account may sign in. */
export type AccountStatus =
  /** May sign in. */
  | 'active'
  /** Turned off by an owner; its sessions were ended. */
  | 'disabled'
  /** Signed up, waiting for an owner's approval. */
  | 'pending';

/** What a member of staff may do. */
export type Role =
  /** Sells (orders, invoices, payments, customers); sees stock and selling prices but no cost prices or margins; changes no prices; deletes nothing. */
  | 'cashier'
  /** Everything but the staff. */
  | 'manager'
  /** Everything, including the staff. */
  | 'owner';

/** What an owner changes about a member of staff: at least one of the two. */
export type StaffChangeInput = {
  /** The new role. */
  role?: Role | null | undefined;
  /** `active` approves or enables; `disabled` turns the account off and signs it out. */
  status?: AccountStatus | null | undefined;
};

/** A new invite link. */
export type StaffInviteInput = {
  /** The role the new member gets. */
  role: Role;
  /** Days the link stays valid, 1 to 30 (7 by default). */
  validDays?: number | null | undefined;
};

export type StaffRowFragment = { __typename: 'StaffMember', id: string, email: string, role: SchemaTypes.Role, status: SchemaTypes.AccountStatus, createdAt: string, approvedAt: string | null, approvedByEmail: string | null, lastSeenAt: string | null };

export type StaffInviteRowFragment = { __typename: 'StaffInvite', id: string, role: SchemaTypes.Role, createdAt: string, expiresAt: string, createdByEmail: string | null };

export type StaffScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffScreenQuery = { staff: Array<{ __typename: 'StaffMember', id: string, email: string, role: SchemaTypes.Role, status: SchemaTypes.AccountStatus, createdAt: string, approvedAt: string | null, approvedByEmail: string | null, lastSeenAt: string | null }>, staffInvites: Array<{ __typename: 'StaffInvite', id: string, role: SchemaTypes.Role, createdAt: string, expiresAt: string, createdByEmail: string | null }> };

export type UpdateStaffMemberMutationVariables = Exact<{
  id: string | number;
  input: SchemaTypes.StaffChangeInput;
}>;


export type UpdateStaffMemberMutation = { updateStaffMember: { __typename: 'StaffMember', id: string, email: string, role: SchemaTypes.Role, status: SchemaTypes.AccountStatus, createdAt: string, approvedAt: string | null, approvedByEmail: string | null, lastSeenAt: string | null } };

export type SignOutStaffMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type SignOutStaffMemberMutation = { signOutStaffMember: number };

export type CreateStaffInviteMutationVariables = Exact<{
  input: SchemaTypes.StaffInviteInput;
}>;


export type CreateStaffInviteMutation = { createStaffInvite: { __typename: 'StaffInvite', token: string | null, link: string | null, id: string, role: SchemaTypes.Role, createdAt: string, expiresAt: string, createdByEmail: string | null } };

export type WithdrawStaffInviteMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawStaffInviteMutation = { withdrawStaffInvite: string };

export const StaffRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]} as unknown as DocumentNode<StaffRowFragment, unknown>;
export const StaffInviteRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<StaffInviteRowFragment, unknown>;
export const StaffScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInviteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<StaffScreenQuery, StaffScreenQueryVariables>;
export const UpdateStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]} as unknown as DocumentNode<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;
export const SignOutStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SignOutStaffMemberMutation, SignOutStaffMemberMutationVariables>;
export const CreateStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInviteRow"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByEmail"}}]}}]} as unknown as DocumentNode<CreateStaffInviteMutation, CreateStaffInviteMutationVariables>;
export const WithdrawStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WithdrawStaffInviteMutation, WithdrawStaffInviteMutationVariables>;