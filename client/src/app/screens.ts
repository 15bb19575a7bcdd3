import type { Permissions } from '../shared/session/permissions.ts';
import { gatedScreen } from './gated-screen.tsx';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';
import type { ScreenData, ScreenDeclaration } from './screen-declaration.ts';

/*
 * Every signed-in screen, declared once: its address, its code (each screen its own chunk; the
 * sign-in pages, a chunk of their own, download none of them, nor the charts), its entry in the
 * side menu with who sees it, and what it needs first from the server. The router, the menu and
 * the preparing of a screen (prepare-screen.ts) all read this list: adding a screen is adding
 * an entry.
 */

/** Goods received and what to reorder carry cost prices. */
const receivingRefusal = 'Only an owner or a manager can receive goods and see what they cost.';

/** In the side menu's order: spec §2's screens, then those beyond it. */
export const screenDeclarations = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    load: () => import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
  },
  {
    path: '/inventory',
    label: 'Inventory',
    load: () => import('../features/inventory/inventory-page.tsx').then((m) => m.InventoryPage),
    prefetch: (client, search) =>
      import('../features/inventory/inventory-page.tsx').then((m) =>
        m.prefetchInventoryList(client, search),
      ),
  },
  {
    path: '/customers',
    label: 'Customers',
    load: () => import('../features/customers/customers-page.tsx').then((m) => m.CustomersPage),
    prefetch: (client, search) =>
      import('../features/customers/customers-page.tsx').then((m) =>
        m.prefetchCustomersList(client, search),
      ),
  },
  // Reached from a customer's row: loaded only when opened.
  {
    path: '/customers/:id/statement',
    load: () =>
      import('../features/statements/customer-statement-page.tsx').then(
        (m) => m.CustomerStatementPage,
      ),
  },
  {
    path: '/suppliers',
    label: 'Suppliers',
    load: () => import('../features/suppliers/suppliers-page.tsx').then((m) => m.SuppliersPage),
    prefetch: (client, search) =>
      import('../features/suppliers/suppliers-page.tsx').then((m) =>
        m.prefetchSuppliersList(client, search),
      ),
  },
  // Reached from a supplier's row and from aged creditors (issue 51).
  {
    path: '/suppliers/:id/statement',
    load: () =>
      import('../features/statements/supplier-statement-page.tsx').then(
        (m) => m.SupplierStatementPage,
      ),
  },
  {
    path: '/orders',
    label: 'Orders',
    load: () => import('../features/orders/orders-page.tsx').then((m) => m.OrdersPage),
    // Both, each whether or not the other failed: the page's first render waits for the two.
    prefetch: (client, search) =>
      Promise.allSettled([
        import('../shared/company/use-default-vat-rate.ts').then((m) =>
          m.prefetchDefaultVatRate(client),
        ),
        import('../features/orders/orders-list.tsx').then((m) =>
          m.prefetchOrdersList(client, search),
        ),
      ]),
  },
  {
    path: '/invoices',
    label: 'Invoices',
    load: () => import('../features/invoices/invoices-page.tsx').then((m) => m.InvoicesPage),
    prefetch: (client, search) =>
      import('../features/invoices/invoices-page.tsx').then((m) =>
        m.prefetchInvoicesList(client, search),
      ),
  },
  // Beyond the spec (issue 50): the counter's sale, scanned and paid in a few keys.
  {
    path: '/quick-sale',
    label: 'Quick sale',
    load: () =>
      import('../features/orders/quick-sale/quick-sale-page.tsx').then((m) => m.QuickSalePage),
    prefetch: (client) =>
      import('../shared/company/use-default-vat-rate.ts').then((m) =>
        m.prefetchDefaultVatRate(client),
      ),
  },
  // Beyond the spec: the payment ledger of every sale (issue 15).
  {
    path: '/payments',
    label: 'Payments',
    load: () => import('../features/payments/payments-page.tsx').then((m) => m.PaymentsPage),
  },
  // Reached from Payments (issue 22): M-Pesa payments nothing took yet.
  {
    path: '/payments/unmatched',
    load: () =>
      import('../features/payments/unmatched-mpesa-page.tsx').then((m) => m.UnmatchedMpesaPage),
  },
  // Reached from Unmatched M-Pesa payments: money marked returned to the payer.
  {
    path: '/payments/returned',
    load: () =>
      import('../features/payments/returned-mpesa-page.tsx').then((m) => m.ReturnedMpesaPage),
  },
  // Reached from Payments (issue 46): M-Pesa codes more than one payment counts under.
  {
    path: '/payments/repeated-codes',
    needs: 'manage',
    title: 'M-Pesa codes used more than once',
    refusal: 'Only an owner or a manager can review M-Pesa codes used more than once.',
    load: () =>
      import('../features/payments/repeated-mpesa-codes-page.tsx').then(
        (m) => m.RepeatedMpesaCodesPage,
      ),
  },
  // Beyond the spec (issue 50): the cashier's drawer; owners and managers also see every shift.
  {
    path: '/shifts',
    label: 'Shift',
    load: () => import('../features/shifts/shifts-page.tsx').then((m) => m.ShiftsPage),
  },
  // Beyond the spec (issue 17): goods received and stock counts, for owners and managers.
  {
    path: '/purchases',
    label: 'Purchases',
    needs: 'manage',
    refusal: receivingRefusal,
    load: () => import('../features/purchases/purchases-page.tsx').then((m) => m.PurchasesPage),
  },
  // Beyond the spec (issue 51): orders to suppliers; a cashier receives them, without costs.
  {
    path: '/purchase-orders',
    label: 'Purchase orders',
    load: () =>
      import('../features/purchase-orders/purchase-orders-page.tsx').then(
        (m) => m.PurchaseOrdersPage,
      ),
  },
  // Reached from Purchase orders and To reorder.
  {
    path: '/purchase-orders/:id',
    load: () =>
      import('../features/purchase-orders/purchase-order-page.tsx').then(
        (m) => m.PurchaseOrderPage,
      ),
  },
  // Beyond the spec (issue 51): suppliers' bills and paying them, for owners and managers.
  {
    path: '/bills',
    label: 'Bills',
    needs: 'manage',
    refusal: "Only an owner or a manager can see and pay the suppliers' bills.",
    load: () => import('../features/bills/bills-page.tsx').then((m) => m.BillsPage),
  },
  // Reached from Purchases and the dashboard's Low stock card.
  {
    path: '/to-reorder',
    needs: 'manage',
    title: 'To reorder',
    refusal: receivingRefusal,
    load: () => import('../features/purchases/to-reorder-page.tsx').then((m) => m.ToReorderPage),
  },
  {
    path: '/stock-count',
    label: 'Stock count',
    needs: 'manage',
    refusal: 'Only an owner or a manager can count stock.',
    load: () =>
      import('../features/stock-count/stock-count-page.tsx').then((m) => m.StockCountPage),
  },
  // Beyond the spec (issue 49): the VAT return, sales and profit, stock at cost, who owes what.
  // Issue 53: a shop's items, customers and suppliers from its spreadsheet.
  {
    path: '/import',
    label: 'Import',
    needs: 'manage',
    refusal: 'Only an owner or a manager can import.',
    load: () => import('../features/imports/imports-page.tsx').then((m) => m.ImportsPage),
  },
  {
    path: '/reports',
    label: 'Reports',
    needs: 'manage',
    refusal: 'Only an owner or a manager can read the reports.',
    load: () => import('../features/reports/reports-page.tsx').then((m) => m.ReportsPage),
    prefetch: (client, search) =>
      import('../features/reports/reports-page.tsx').then((m) => m.prefetchReport(client, search)),
  },
  // Beyond the spec (issue 54): sales made offline that synced with something changed.
  {
    path: '/needs-attention',
    label: 'Needs attention',
    needs: 'manage',
    refusal: 'Only an owner or a manager can review sales that need attention.',
    load: () =>
      import('../features/orders/needs-attention-page.tsx').then((m) => m.NeedsAttentionPage),
  },
  // Beyond the spec (issue 16): who changed what, for owners and managers; the staff, for owners.
  {
    path: '/audit',
    label: 'Audit',
    needs: 'manage',
    refusal: 'Only an owner or a manager can read the audit trail.',
    load: () => import('../features/audit/audit-page.tsx').then((m) => m.AuditPage),
  },
  {
    path: '/staff',
    label: 'Staff',
    needs: 'staff',
    load: () => import('../features/staff/staff-page.tsx').then((m) => m.StaffPage),
  },
  // Beyond the spec (issue 20): the shop's details printed on documents, and the default VAT rate.
  {
    path: '/settings',
    label: 'Settings',
    needs: 'manage',
    refusal: 'Only an owner or a manager can change the shop settings.',
    load: () => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage),
  },
] as const satisfies readonly ScreenDeclaration[];

type DeclaredScreen = (typeof screenDeclarations)[number];
type MenuScreen = Extract<DeclaredScreen, { label: string }>;

/** A screen with an entry in the side menu. */
export type MenuPath = MenuScreen['path'];

export type MenuEntry = Pick<ScreenDeclaration, 'path' | 'label' | 'needs'> & { label: string };

/** The side menu's entries, in order. */
export const menuEntries: readonly MenuEntry[] = screenDeclarations.filter(
  (screen): screen is MenuScreen => 'label' in screen,
);

/** The entries this role sees; while the role is unknown, only those everyone sees. */
export function menuEntriesFor(permissions: Permissions | null): readonly MenuEntry[] {
  return menuEntries.filter((entry) => !entry.needs || (permissions?.[entry.needs] ?? false));
}

/** Every signed-in screen's route, rendered as soon as its chunk is in, behind its gate if any. */
export const screenRoutes = screenDeclarations.map((screen: ScreenDeclaration) => ({
  path: screen.path,
  Screen: gatedScreen(lazyScreen(screen.load), screen),
}));

/** The signed-in screens by path. */
export const screens = Object.fromEntries(
  screenRoutes.map(({ path, Screen }) => [path, Screen]),
) as Record<DeclaredScreen['path'], LazyScreen>;

const menuPaths = new Set<string>(menuEntries.map((entry) => entry.path));

/** A menu screen by its path (those a page load or a menu click prepares), or undefined. */
export function menuScreen(
  path: string,
): { Screen: LazyScreen; prefetch?: ScreenData } | undefined {
  const declared: ScreenDeclaration | undefined = menuPaths.has(path)
    ? screenDeclarations.find((screen) => screen.path === path)
    : undefined;
  return declared && { Screen: screens[path as MenuPath], prefetch: declared.prefetch };
}
