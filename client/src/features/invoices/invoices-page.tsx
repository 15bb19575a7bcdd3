import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Invoices screen is built; the route and lazy loading are final.
export function InvoicesPage() {
  return <PageHeader title="Invoices" />;
}
