import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Support & Notifications';

export default function SupportPage() {
  return <PageHeader title={TITLE} subtitle="Get help and stay on top of system notifications." />;
}
