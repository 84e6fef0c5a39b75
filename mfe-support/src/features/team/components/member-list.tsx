import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionCard, formatRelativeTime, optionLabel, useCan } from '@agrihub/shared';
import type { TeamMember } from '../api/get-team';
import { DEPARTMENTS } from '../constants';
import { MemberStatusChip, RoleChip } from './member-chips';

export interface MemberListProps {
  members: TeamMember[];
  onEditRole: (member: TeamMember) => void;
}

const lastActive = (m: TeamMember) => (m.lastActiveAt ? formatRelativeTime(m.lastActiveAt) : 'Never');

/** Name, e-mail, role badge, status and last active time of every member, with Edit Role. */
export function MemberList({ members, onEditRole }: MemberListProps) {
  // Each row's grid places the button itself, so for the other roles it is left out, not wrapped.
  const canChangeRoles = useCan('team');
  return (
    <SectionCard title="Team Members" empty={members.length === 0 ? 'No team members yet.' : null}>
      <Box component="ul" aria-label="Team members" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
                {m.isOwner ? <Chip size="small" label="You" sx={{ ml: 1, height: 20 }} /> : null}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Typography>
              {m.department ? (
                <Typography variant="caption" color="text.secondary">
                  {optionLabel(DEPARTMENTS, m.department)}
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
                Last active: {lastActive(m)}
              </Typography>
            </Box>
            {canChangeRoles ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onEditRole(m)}
                aria-label={`Edit Role of ${m.name}`}
                sx={{ gridArea: 'action', whiteSpace: 'nowrap' }}
              >
                Edit Role
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
