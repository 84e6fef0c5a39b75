import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ErrorState, LoadingState, PageHeader, StatCard, errorMessage, formatNumber } from '@agrihub/shared';
import { useTeam } from '../../features/team/api/get-team';
import type { TeamMember } from '../../features/team/api/get-team';
import { MemberList } from '../../features/team/components/member-list';
import { AddMemberDialog } from '../../features/team/components/add-member-dialog';
import { EditRoleDialog } from '../../features/team/components/edit-role-dialog';

export const TITLE = 'Team Access & Roles';

export default function TeamAccessPage() {
  const team = useTeam();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const summary = team.data?.summary;

  return (
    <Box>
      <PageHeader
        title={TITLE}
        subtitle="Invite your team and decide what each member can do."
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            Add Team Member
          </Button>
        }
      />
      {team.isPending ? <LoadingState label="Loading team members..." /> : null}
      {team.isError ? <ErrorState message={errorMessage(team.error, 'Failed to load team members')} onRetry={() => void team.refetch()} /> : null}
      {team.data ? (
        <>
          <Box
            component="section"
            aria-label="Team summary"
            sx={{
              display: 'grid',
              gap: 2,
              mb: 3,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <StatCard title="Total Members" value={formatNumber(summary?.total)} icon={<GroupsOutlinedIcon />} testId="tile-total" />
            <StatCard
              title="Admins"
              value={formatNumber(summary?.admins)}
              icon={<AdminPanelSettingsOutlinedIcon />}
              accent="secondary.main"
              testId="tile-admins"
            />
            <StatCard title="Editors" value={formatNumber(summary?.editors)} icon={<EditOutlinedIcon />} accent="info.main" testId="tile-editors" />
            <StatCard title="Viewers" value={formatNumber(summary?.viewers)} icon={<VisibilityOutlinedIcon />} accent="text.secondary" testId="tile-viewers" />
          </Box>
          <MemberList members={team.data.members} onEditRole={setEditing} />
        </>
      ) : null}
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} />
      {editing ? <EditRoleDialog key={editing._id} member={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
