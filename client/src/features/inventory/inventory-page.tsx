import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Inventory screen is built; the route and lazy loading are final.
export function InventoryPage() {
  return <PageHeader title="Inventory" />;
}
