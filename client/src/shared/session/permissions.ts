import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Role } from '../../graphql/schema-types.generated.ts';
import { CurrentUserDocument } from './session.generated.ts';

/**
 * What the signed-in role may do, as the API decides it (api/src/auth/roles.ts, issue 16). The
 * screens only hide what a role cannot do; the API refuses it whatever a screen shows.
 */
export type Permissions = {
  /** Cost prices and margins. */
  seeCosts: boolean;
  /** Items, prices, suppliers, deletions, payment reversals, the audit trail. */
  manage: boolean;
  /** The Staff screen. */
  staff: boolean;
  /** What only the owner does beyond the staff: replacing the M-Pesa callback addresses. */
  owner: boolean;
};

function permissionsOf(role: Role): Permissions {
  const manage = role !== 'cashier';
  return { seeCosts: manage, manage, staff: role === 'owner', owner: role === 'owner' };
}

// What a screen offers when the server could not say who is signed in: the least. The
// screen's own query then meets the same failure and says what went wrong.
const leastPermissions = permissionsOf('cashier');

/**
 * The signed-in user's permissions outside a render (what a screen will ask for before it
 * renders), from Apollo's cache or the request in flight; the least on a failure.
 */
export async function readPermissions(client: ApolloClient): Promise<Permissions> {
  try {
    const { data } = await client.query({ query: CurrentUserDocument });
    return data ? permissionsOf(data.me.role) : leastPermissions;
  } catch {
    return leastPermissions;
  }
}

/**
 * The signed-in user's permissions; null until known (the layout asks for the user at once,
 * so this is usually answered from the cache).
 */
export function usePermissions(): Permissions | null {
  const { data, error } = useQuery(CurrentUserDocument);
  if (data) return permissionsOf(data.me.role);
  return error ? leastPermissions : null;
}
