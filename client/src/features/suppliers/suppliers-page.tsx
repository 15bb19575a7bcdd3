import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Suppliers screen is built; the route and lazy loading are final.
export function SuppliersPage() {
  return <PageHeader title="Suppliers" />;
}
