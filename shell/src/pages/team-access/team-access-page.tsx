import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ErrorState, LoadingState, PageHeader, StatCards } from '@agrihub/shared/ui';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { Permitted, useCan } from '@agrihub/shared';
import { errorMessage, formatNumber } from '@agrihub/shared/core';
import { useSearchParams } from '@agrihub/shared/router';
import { useTeam } from '../../features/team/api/get-team';
import type { TeamMember } from '../../features/team/api/get-team';
import { MemberList } from '../../features/team/components/member-list';
import { AddMemberDialog } from '../../features/team/components/add-member-dialog';
import { EditRoleDialog } from '../../features/team/components/edit-role-dialog';
import { ActivityLog } from '../../features/team/components/activity-log';
import { useShellTranslation } from '../../locales/team';

export function TeamAccessPage() {
  const { t } = useShellTranslation();
  const team = useTeam();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const summary = team.data?.summary;
  // Admins manage the team: invitations, roles, access, and the activity log.
  const manage = useCan('team');
  // The tab is in the URL (?tab=activity), so a filtered activity view can be bookmarked and shared.
  const [params, setParams] = useSearchParams();
  const tab = manage && params.get('tab') === 'activity' ? 'activity' : 'members';
  const showTab = (next: string) => setParams(next === 'activity' ? { tab: 'activity' } : {});

  return (
    <Box>
      <PageHeader
        title={t('teamPage.title')}
        subtitle={t('teamPage.subtitle')}
        actions={
          <Permitted area="team">
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
              {t('teamPage.addMember')}
            </Button>
          </Permitted>
        }
      />
      {team.isPending ? <LoadingState label={t('teamPage.loading')} /> : null}
      {team.isError ? <ErrorState message={t('teamPage.loadFailed')} detail={errorMessage(team.error, '')} onRetry={() => void team.refetch()} /> : null}
      {team.data ? (
        <>
          <StatCards
            label={t('teamPage.summary')}
            mb={3}
            columns={{ md: 5 }}
            cards={[
              { testId: 'tile-total', title: t('teamPage.tiles.total'), value: formatNumber(summary?.total), icon: <GroupsOutlinedIcon /> },
              {
                testId: 'tile-admins',
                title: t('teamPage.tiles.admins'),
                value: formatNumber(summary?.admins),
                icon: <AdminPanelSettingsOutlinedIcon />,
                accent: 'secondary.main',
              },
              {
                testId: 'tile-managers',
                title: t('teamPage.tiles.managers'),
                value: formatNumber(summary?.managers),
                icon: <ManageAccountsOutlinedIcon />,
                accent: 'warning.main',
              },
              {
                testId: 'tile-editors',
                title: t('teamPage.tiles.editors'),
                value: formatNumber(summary?.editors),
                icon: <EditOutlinedIcon />,
                accent: 'info.main',
              },
              {
                testId: 'tile-viewers',
                title: t('teamPage.tiles.viewers'),
                value: formatNumber(summary?.viewers),
                icon: <VisibilityOutlinedIcon />,
                accent: 'text.secondary',
              },
            ]}
          />
          {manage ? (
            <Tabs value={tab} onChange={(_e, next: string) => showTab(next)} aria-label={t('teamPage.sections')} sx={{ mb: 2 }}>
              <Tab value="members" label={t('teamPage.membersTab')} />
              <Tab value="activity" label={t('teamPage.activityTab')} />
            </Tabs>
          ) : null}
          {tab === 'members' ? <MemberList members={team.data.members} onEditRole={setEditing} manage={manage} /> : <ActivityLog members={team.data.members} />}
        </>
      ) : null}
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} />
      {editing ? <EditRoleDialog key={editing._id} member={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
