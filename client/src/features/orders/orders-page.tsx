import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Orders screen is built; the route and lazy loading are final.
export function OrdersPage() {
  return <PageHeader title="Orders" />;
}
