import { createMiddleware } from 'hono/factory';
import type { Role } from '../db/schema.ts';
import { forbidden } from '../http/api-error.ts';
import { documentedRoutes, type Gatekeeper } from '../http/documented-routes.ts';
import type { AuthedEnv } from './authed-env.ts';

export type { Role };

export const ROLES: readonly Role[] = ['owner', 'manager', 'cashier'];

/**
 * What each role may do, in one place (issue 16). A cashier sells (orders, invoices,
 * payments, customers) and sees stock and selling prices; a manager does everything but the
 * staff; the owner also manages the staff. The routes enforce these; the screens only hide
 * what a role cannot do.
 */
export const permissions = {
  /** Cost prices, margins and stock value at cost: left out of a cashier's answers. */
  seeCosts: (role: Role) => role !== 'cashier',
  /** Items, prices, stock levels, suppliers; deletions; payment reversals; the audit trail. */
  manage: (role: Role) => role !== 'cashier',
  staff: (role: Role) => role === 'owner',
  /** What only the shop's owner may do beyond the staff: replace the M-Pesa callback token. */
  owner: (role: Role) => role === 'owner',
} as const;

export type Permission = keyof typeof permissions;

const refusals: Record<Permission, string> = {
  seeCosts: 'Only an owner or a manager can see cost prices',
  manage: 'Only an owner or a manager can do this',
  staff: 'Only the shop owner can manage staff',
  owner: 'Only the shop owner can do this',
};

/** Lets a signed-in user through only with the permission; 403 with the reason otherwise. */
export function requirePermission(permission: Permission) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    if (!permissions[permission](c.var.user.role)) throw forbidden(refusals[permission]);
    await next();
  });
}

/** The same rule for code paths inside a route (e.g. a PUT that changes prices). */
export function assertPermission(role: Role, permission: Permission): void {
  if (!permissions[permission](role)) throw forbidden(refusals[permission]);
}

/** What a route that `needs` a permission checks, and the refusal its document gives as 403. */
const permissionGatekeeper: Gatekeeper<Permission> = {
  check: requirePermission,
  refusal: (permission) => refusals[permission],
};

/**
 * The route shapes of one part of the API behind sign-in (documented-routes.ts), where a route,
 * or with `{ needs }` the whole part, says the one permission it needs: the check and its
 * documented 403 both follow from it.
 */
export const signedInRoutes = (tag: string, part: { needs?: Permission } = {}) =>
  documentedRoutes<AuthedEnv, Permission>(tag, { ...part, gatekeeper: permissionGatekeeper });
