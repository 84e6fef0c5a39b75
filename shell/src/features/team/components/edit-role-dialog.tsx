import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage, ltr } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { optionLabel } from '@agrihub/shared';
import { useChangeMemberRole } from '../api/change-member-role';
import type { TeamMember } from '../api/get-team';
import { teamRoles } from '../constants';
import { useShellTranslation } from '../../../locales/team';

export interface EditRoleDialogProps {
  member: TeamMember;
  onClose: () => void;
}

/** Mounted per member (keyed by id), so the role select starts at that member's role. */
export function EditRoleDialog({ member, onClose }: EditRoleDialogProps) {
  const { t } = useShellTranslation();
  const roles = useMemo(() => teamRoles(t), [t]);
  const toast = useToast();
  const change = useChangeMemberRole();
  const [role, setRole] = useState<string>(member.role);
  const busy = change.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const save = () => {
    if (role === member.role) {
      onClose();
      return;
    }
    change.mutate(
      { id: member._id, role },
      {
        onSuccess: (updated) => {
          toast.success(t('editRole.updated'), t('editRole.updatedMessage', { name: updated.name, role: optionLabel(roles, updated.role) }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="edit-role-title">
      <DialogTitle id="edit-role-title">{t('editRole.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('editRole.prompt', { name: member.name, email: ltr(member.email) })}</DialogContentText>
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(change.error, t('editRole.failed'))}
          </Alert>
        ) : null}
        <TextField
          label={t('editRole.role')}
          select
          fullWidth
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            change.reset();
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {roles.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy} color="inherit">
          {t('editRole.cancel')}
        </Button>
        <Button onClick={save} variant="contained" disabled={busy}>
          {busy ? t('editRole.saving') : t('editRole.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
