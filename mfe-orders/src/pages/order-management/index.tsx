import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Order Management';

export default function OrderManagementPage() {
  return <PageHeader title={TITLE} subtitle="Track, filter and update the orders your retailers place." />;
}
