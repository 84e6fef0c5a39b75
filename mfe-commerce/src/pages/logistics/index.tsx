import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Logistics & Fulfillment';

export default function LogisticsPage() {
  return <PageHeader title={TITLE} subtitle="Follow shipments and schedule pickups." />;
}
