import Chip from '@mui/material/Chip';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { optionLabel } from '@agrihub/shared';
import { memberStatusLabel, teamRoles } from '../constants';
import { useShellTranslation } from '../../../locales/team';

const ROLE_COLOURS: Record<string, { bg: string; fg: string }> = {
  admin: { bg: '#f3e5f5', fg: '#6a1b9a' },
  manager: { bg: '#fff3e0', fg: '#b34700' },
  editor: { bg: '#e3f2fd', fg: '#0d47a1' },
  viewer: { bg: '#eceff1', fg: '#455a64' },
};

const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  Active: { bg: '#e8f5e9', fg: '#1b5e20' },
  Invited: { bg: '#fff8e1', fg: '#8a6100' },
  Inactive: { bg: '#eceff1', fg: '#455a64' },
};

const FALLBACK = { bg: '#eceff1', fg: '#455a64' };

export function RoleChip({ role }: { role: string }) {
  const { t } = useShellTranslation();
  const { bg, fg } = ROLE_COLOURS[role] ?? FALLBACK;
  return <Chip size="small" label={optionLabel(teamRoles(t), role)} data-role={role} sx={{ bgcolor: bg, color: fg, fontWeight: 600, borderRadius: 1.5 }} />;
}

export function MemberStatusChip({ status }: { status: string }) {
  const { t } = useShellTranslation();
  const { bg, fg } = STATUS_COLOURS[status] ?? FALLBACK;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={memberStatusLabel(t, status)}
      sx={{
        bgcolor: bg,
        color: fg,
        borderColor: 'transparent',
        fontWeight: 600,
        borderRadius: 1.5,
      }}
    />
  );
}
