import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Document Center';

export default function DocumentCenterPage() {
  return <PageHeader title={TITLE} subtitle="Manage compliance documents and certificates" />;
}
