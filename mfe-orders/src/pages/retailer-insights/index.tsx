import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Retailer Insights';

export default function RetailerInsightsPage() {
  return <PageHeader title={TITLE} subtitle="See which retailers drive your business." />;
}
