import { PageHeader } from '@agrihub/shared';

export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Here's what's happening with your business today." />;
}
