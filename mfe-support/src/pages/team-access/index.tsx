import { PageHeader } from '@agrihub/shared';

export const TITLE = 'Team Access & Roles';

export default function TeamAccessPage() {
  return <PageHeader title={TITLE} subtitle="Invite your team and decide what each member can do." />;
}
