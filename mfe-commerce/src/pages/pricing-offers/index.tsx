import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Pricing & Offers';

export default function PricingOffersPage() {
  return <PageHeader title={TITLE} subtitle="Create pricing rules and offers for your retailers." />;
}
