import type { ApolloClient } from '@apollo/client';
import { CurrentUserDocument } from '../graphql/session.generated.ts';
import { readToken } from '../shared/session/session-token.ts';
import { type LazyScreen, lazyScreen, type ScreenModule } from './lazy-screen.tsx';
import type { MenuPath } from './menu-entries.ts';

/*
 * The signed-in screens, each its own chunk (the sign-in pages, a chunk of their own, download
 * none of them, nor the charts), and what each needs first from the server. `prepareScreen`
 * starts both at once, as soon as the path is known: before the first render on a page load, on
 * the click of a menu entry. On a phone-class CPU the first list row used to appear 2 s after
 * navigation, the list query waiting for the chunk, the chunk for the layout's first render, and
 * both for the main script; then the frame rendered up to four times (empty, with the user,
 * with the menu, with the screen) before the screen could ask for its list (docs/benchmarks.md,
 * "List screens"). Now the list is asked for with the chunk, and the first render shows its rows.
 */

const screenChunks: Record<MenuPath, () => Promise<ScreenModule>> = {
  '/dashboard': () =>
    import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
  '/inventory': () =>
    import('../features/inventory/inventory-page.tsx').then((m) => ({ default: m.InventoryPage })),
  '/customers': () =>
    import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
  '/suppliers': () =>
    import('../features/suppliers/suppliers-page.tsx').then((m) => ({ default: m.SuppliersPage })),
  '/orders': () =>
    import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })),
  '/invoices': () =>
    import('../features/invoices/invoices-page.tsx').then((m) => ({ default: m.InvoicesPage })),
  '/payments': () =>
    import('../features/payments/payments-page.tsx').then((m) => ({ default: m.PaymentsPage })),
  '/purchases': () =>
    import('../features/purchases/purchases-page.tsx').then((m) => ({ default: m.PurchasesPage })),
  '/stock-count': () =>
    import('../features/stock-count/stock-count-page.tsx').then((m) => ({
      default: m.StockCountPage,
    })),
  '/audit': () =>
    import('../features/audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
  '/staff': () =>
    import('../features/staff/staff-page.tsx').then((m) => ({ default: m.StaffPage })),
  '/settings': () =>
    import('../features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
};

/**
 * What a screen shows first, fetched as its chunk loads rather than once it has rendered: its
 * list's first page as the address (`?q=…&status=…`) asks for it, and what else the list waits
 * for (a new order's cart starts at the shop's default VAT rate). Each comes with its screen's
 * code, so the first download carries none of it.
 */
type ScreenData = (client: ApolloClient, search: string) => Promise<unknown>;
const screenData: Partial<Record<MenuPath, ScreenData>> = {
  '/inventory': (client, search) =>
    import('../features/inventory/inventory-page.tsx').then((m) =>
      m.prefetchInventoryList(client, search),
    ),
  '/customers': (client, search) =>
    import('../features/customers/customers-page.tsx').then((m) =>
      m.prefetchCustomersList(client, search),
    ),
  '/suppliers': (client, search) =>
    import('../features/suppliers/suppliers-page.tsx').then((m) =>
      m.prefetchSuppliersList(client, search),
    ),
  // Both, each whether or not the other failed: the page's first render waits for the two.
  '/orders': (client, search) =>
    Promise.allSettled([
      import('../shared/company/use-default-vat-rate.ts').then((m) =>
        m.prefetchDefaultVatRate(client),
      ),
      import('../features/orders/orders-list.tsx').then((m) =>
        m.prefetchOrdersList(client, search),
      ),
    ]),
  '/invoices': (client, search) =>
    import('../features/invoices/invoices-page.tsx').then((m) =>
      m.prefetchInvoicesList(client, search),
    ),
};

/** The menu's screens, each rendered as soon as its chunk is in. */
export const screens = Object.fromEntries(
  Object.entries(screenChunks).map(([path, load]) => [path, lazyScreen(load)]),
) as Record<MenuPath, LazyScreen>;

/**
 * Sign-in and sign-up, a chunk of their own too: with their form's statechart they brought the
 * whole statechart library into every page load, though no list screen but Orders uses it
 * before its first row.
 */
export const signInScreens = {
  '/login': lazyScreen(() =>
    import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
  ),
  '/signup': lazyScreen(() =>
    import('../features/auth/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
  ),
};

const isScreenPath = (path: string): path is MenuPath => path in screenChunks;

/**
 * Starts loading the screen at `path` and the first data it shows (for the address's `search`,
 * `?…`), when someone is signed in (with the app's Apollo client); signed out, the sign-in or
 * sign-up screen's code.
 * Resolves when all of it is in, or failed (the screen shows a failure when it asks again): a
 * render then shows the frame, its menu and the screen at once. Safe to call for any path, and
 * more than once: chunks come once, queries are answered from Apollo's cache or joined while in
 * flight.
 */
export async function prepareScreen(
  client: ApolloClient | undefined,
  path: string,
  search = '',
): Promise<void> {
  if (!readToken()) {
    // Signed out, every path but sign-up leads to sign-in.
    await signInScreens[path === '/signup' ? '/signup' : '/login'].preload();
    return;
  }
  // Signed in, the client is given (main.tsx waits for it).
  if (!client || !isScreenPath(path)) return;
  await Promise.allSettled([screens[path].preload(), fetchScreenData(client, path, search)]);
}

/**
 * What a signed-in page load at `path` asks the server for first: who is signed in and the
 * screen's data. The build runs it too, to capture the very requests index.html's inline
 * script sends ahead of the app (client/scripts/boot-requests.ts, app/boot-data.ts).
 */
export function fetchScreenData(client: ApolloClient, path: string, search = '') {
  return Promise.allSettled([
    client.query({ query: CurrentUserDocument }),
    isScreenPath(path) ? screenData[path]?.(client, search) : undefined,
  ]);
}

/** Every signed-in screen's path. */
export const screenPaths = Object.keys(screenChunks) as MenuPath[];

/**
 * Starts downloading a screen's code as the pointer comes onto its menu entry, or the entry
 * gets the keyboard's focus: by the click, the chunk is in or on its way. On a phone-class CPU
 * the Orders chunk's download and first run took about 0.35 s of a menu click (docs/
 * benchmarks.md). Only the code: a pointer passing over the menu asks the server nothing; the
 * click asks for the data (prepareScreen). A failed download is left to the click, which tries
 * again and shows the failure.
 */
export function preloadScreenCode(path: string): void {
  if (readToken() && isScreenPath(path)) screens[path].preload().catch(() => undefined);
}
