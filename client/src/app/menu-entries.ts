/** The side menu's entries in spec §2's order; each is a protected route. */
export const menuEntries = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/inventory', label: 'Inventory' },
  { path: '/customers', label: 'Customers' },
  { path: '/suppliers', label: 'Suppliers' },
  { path: '/orders', label: 'Orders' },
  { path: '/invoices', label: 'Invoices' },
  // Beyond the spec: the payment ledger of every sale (issue 15).
  { path: '/payments', label: 'Payments' },
] as const;

export type MenuPath = (typeof menuEntries)[number]['path'];
