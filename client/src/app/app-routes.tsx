import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { loadScreen } from './screens.ts';

const DashboardPage = lazy(() => loadScreen('/dashboard'));
const InventoryPage = lazy(() => loadScreen('/inventory'));
const CustomersPage = lazy(() => loadScreen('/customers'));
const SuppliersPage = lazy(() => loadScreen('/suppliers'));
const OrdersPage = lazy(() => loadScreen('/orders'));
const InvoicesPage = lazy(() => loadScreen('/invoices'));
const PaymentsPage = lazy(() => loadScreen('/payments'));
const PurchasesPage = lazy(() => loadScreen('/purchases'));
const StockCountPage = lazy(() => loadScreen('/stock-count'));
const AuditPage = lazy(() => loadScreen('/audit'));
const StaffPage = lazy(() => loadScreen('/staff'));
const SettingsPage = lazy(() => loadScreen('/settings'));
// Reached from a customer's row, not the menu: loaded only when opened.
const CustomerStatementPage = lazy(() =>
  import('../features/statements/customer-statement-page.tsx').then((m) => ({
    default: m.CustomerStatementPage,
  })),
);

// Reached from Payments (issue 22): M-Pesa payments nothing took yet.
const UnmatchedMpesaPage = lazy(() =>
  import('../features/payments/unmatched-mpesa-page.tsx').then((m) => ({
    default: m.UnmatchedMpesaPage,
  })),
);

// Reached from Purchases and the dashboard's Low stock card.
const ToReorderPage = lazy(() =>
  import('../features/purchases/to-reorder-page.tsx').then((m) => ({
    default: m.ToReorderPage,
  })),
);

/** Spec §2 "Route rules". */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/inventory" element={<InventoryPage />} />
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/customers/:id/statement" element={<CustomerStatementPage />} />
          <Route path="/suppliers" element={<SuppliersPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/invoices" element={<InvoicesPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/payments/unmatched" element={<UnmatchedMpesaPage />} />
          <Route path="/purchases" element={<PurchasesPage />} />
          <Route path="/to-reorder" element={<ToReorderPage />} />
          <Route path="/stock-count" element={<StockCountPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/settings" element={<SettingsPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
