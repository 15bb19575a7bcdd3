import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RequireAuth } from './require-auth.tsx';
import { screens, signInScreens } from './screens.ts';

const LoginPage = signInScreens['/login'];
const SignupPage = signInScreens['/signup'];
const DashboardPage = screens['/dashboard'];
const InventoryPage = screens['/inventory'];
const CustomersPage = screens['/customers'];
const SuppliersPage = screens['/suppliers'];
const OrdersPage = screens['/orders'];
const InvoicesPage = screens['/invoices'];
const PaymentsPage = screens['/payments'];
const PurchasesPage = screens['/purchases'];
const StockCountPage = screens['/stock-count'];
const AuditPage = screens['/audit'];
const StaffPage = screens['/staff'];
const SettingsPage = screens['/settings'];
// Reached from a customer's row, not the menu: loaded only when opened.
const CustomerStatementPage = lazyScreen(() =>
  import('../features/statements/customer-statement-page.tsx').then((m) => ({
    default: m.CustomerStatementPage,
  })),
);

// Reached from Payments (issue 22): M-Pesa payments nothing took yet.
const UnmatchedMpesaPage = lazyScreen(() =>
  import('../features/payments/unmatched-mpesa-page.tsx').then((m) => ({
    default: m.UnmatchedMpesaPage,
  })),
);

// Reached from Payments (issue 46): M-Pesa codes more than one payment counts under.
const RepeatedMpesaCodesPage = lazyScreen(() =>
  import('../features/payments/repeated-mpesa-codes-page.tsx').then((m) => ({
    default: m.RepeatedMpesaCodesPage,
  })),
);

// Reached from Unmatched M-Pesa payments: money marked returned to the payer.
const ReturnedMpesaPage = lazyScreen(() =>
  import('../features/payments/returned-mpesa-page.tsx').then((m) => ({
    default: m.ReturnedMpesaPage,
  })),
);

// Reached from Purchases and the dashboard's Low stock card.
const ToReorderPage = lazyScreen(() =>
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
          <Route path="/payments/returned" element={<ReturnedMpesaPage />} />
          <Route path="/payments/repeated-codes" element={<RepeatedMpesaCodesPage />} />
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
