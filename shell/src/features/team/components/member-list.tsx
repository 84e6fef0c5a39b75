import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Ltr, formatRelativeTime } from '@agrihub/shared/core';
import { SectionCard } from '@agrihub/shared/ui';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { optionLabel } from '@agrihub/shared';
import type { TeamMember } from '../api/get-team';
import { departments } from '../constants';
import { useShellTranslation } from '../../../locales/team';
import type { ShellT } from '../../../locales/team';
import { MemberStatusChip, RoleChip } from './member-chips';
import { MemberActions } from './member-actions';

export interface MemberListProps {
  members: TeamMember[];
  onEditRole: (member: TeamMember) => void;
  /** The signed-in user may manage the team (admins): invitations, access, removal. */
  manage: boolean;
}

const lastActive = (t: ShellT, m: TeamMember) => (m.lastActiveAt ? formatRelativeTime(m.lastActiveAt) : t('memberList.never'));

/** Where an invited member's link stands: when it was sent, and whether it still works. */
function invitationLine(t: ShellT, m: TeamMember): string | null {
  if (!m.invitation) return null;
  const time = formatRelativeTime(m.invitation.sentAt);
  return m.invitation.expired ? t('memberList.invitationExpired', { time }) : t('memberList.invitationSent', { time });
}

/** Name, e-mail, role badge, status and last active time of every member, with Edit Role and more actions. */
export function MemberList({ members, onEditRole, manage }: MemberListProps) {
  const { t } = useShellTranslation();
  const departmentOptions = useMemo(() => departments(t), [t]);
  return (
    <SectionCard title={t('memberList.title')} empty={members.length === 0 ? t('memberList.empty') : null}>
      <Box component="ul" aria-label={t('memberList.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {members.map((m) => (
          <Box
            component="li"
            key={m._id}
            aria-label={m.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr auto',
                md: 'minmax(0, 2.2fr) 0.8fr 0.8fr 1fr auto',
              },
              gridTemplateAreas: {
                xs: '"who action" "badges badges"',
                md: '"who role status active action"',
              },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 1,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Box sx={{ gridArea: 'who', minWidth: 0 }}>
              <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {m.name}
                {m.isYou ? <Chip size="small" label={t('memberList.you')} sx={{ ml: 1, height: 20 }} /> : null}
                {m.isOwner ? <Chip size="small" variant="outlined" label={t('memberList.owner')} sx={{ ml: 1, height: 20 }} /> : null}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Ltr>{m.email}</Ltr>
              </Typography>
              {m.department ? (
                <Typography variant="caption" color="text.secondary">
                  {optionLabel(departmentOptions, m.department)}
                </Typography>
              ) : null}
              {m.invitation ? (
                <Typography variant="caption" color={m.invitation.expired ? 'error' : 'text.secondary'} sx={{ display: 'block' }}>
                  {invitationLine(t, m)}
                </Typography>
              ) : null}
            </Box>
            <Box
              sx={{
                gridArea: { xs: 'badges', md: 'auto' },
                display: { xs: 'flex', md: 'contents' },
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Box sx={{ gridArea: { md: 'role' } }}>
                <RoleChip role={m.role} />
              </Box>
              <Box sx={{ gridArea: { md: 'status' } }}>
                <MemberStatusChip status={m.status} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ gridArea: { md: 'active' } }}>
                {t('memberList.lastActive', { time: lastActive(t, m) })}
              </Typography>
            </Box>
            <Box sx={{ gridArea: 'action', display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {/* Only admins change the team: for the other roles these are left out, not disabled in every row. */}
              {manage ? (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onEditRole(m)}
                    aria-label={t('memberList.editRoleOf', { name: m.name })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('memberList.editRole')}
                  </Button>
                  <MemberActions member={m} />
                </>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
