import type { Permissions } from '../shared/session/permissions.ts';

type MenuEntry = {
  path: `/${string}`;
  label: string;
  /** Shown only to a role with this permission; everyone else never sees the entry. */
  needs?: 'manage' | 'staff';
};

/** The side menu's entries in spec §2's order, then the screens beyond it; each is protected. */
export const menuEntries = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/inventory', label: 'Inventory' },
  { path: '/customers', label: 'Customers' },
  { path: '/suppliers', label: 'Suppliers' },
  { path: '/orders', label: 'Orders' },
  { path: '/invoices', label: 'Invoices' },
  // Beyond the spec: the payment ledger of every sale (issue 15).
  { path: '/payments', label: 'Payments' },
  // Beyond the spec (issue 17): goods received and stock counts, for owners and managers.
  { path: '/purchases', label: 'Purchases', needs: 'manage' },
  { path: '/stock-count', label: 'Stock count', needs: 'manage' },
  // Beyond the spec (issue 16): who changed what, for owners and managers; the staff, for owners.
  { path: '/audit', label: 'Audit', needs: 'manage' },
  { path: '/staff', label: 'Staff', needs: 'staff' },
  // Beyond the spec (issue 20): the shop's details printed on documents, and the default VAT rate.
  { path: '/settings', label: 'Settings', needs: 'manage' },
] as const satisfies readonly MenuEntry[];

export type MenuPath = (typeof menuEntries)[number]['path'];

/** The entries this role sees; while the role is unknown, only those everyone sees. */
export function menuEntriesFor(permissions: Permissions | null): readonly MenuEntry[] {
  return menuEntries.filter(
    (entry: MenuEntry) => !entry.needs || (permissions?.[entry.needs] ?? false),
  );
}
