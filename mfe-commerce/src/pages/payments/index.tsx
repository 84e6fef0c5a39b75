import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Payments & Financing';

export default function PaymentsPage() {
  return <PageHeader title={TITLE} subtitle="Payments, invoices and financing." />;
}
