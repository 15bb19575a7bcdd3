import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

// Each screen is its own chunk so the sign-in pages download none of them (and no charts).
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const InventoryPage = lazy(() =>
  import('../features/inventory/inventory-page.tsx').then((m) => ({ default: m.InventoryPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const SuppliersPage = lazy(() =>
  import('../features/suppliers/suppliers-page.tsx').then((m) => ({ default: m.SuppliersPage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })),
);
const InvoicesPage = lazy(() =>
  import('../features/invoices/invoices-page.tsx').then((m) => ({ default: m.InvoicesPage })),
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
          <Route path="/suppliers" element={<SuppliersPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/invoices" element={<InvoicesPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
