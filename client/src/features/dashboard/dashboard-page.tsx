import { PageHeader } from '../../shared/ui/page-header.tsx';

// A placeholder until the Dashboard screen is built; the route and lazy loading are final.
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
