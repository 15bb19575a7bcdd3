import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Customers screen is built; the route and lazy loading are final.
export function CustomersPage() {
  return <PageHeader title="Customers" />;
}
