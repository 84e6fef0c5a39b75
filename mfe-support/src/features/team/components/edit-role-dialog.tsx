import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage, useToast, optionLabel } from '@agrihub/shared';
import { useChangeMemberRole } from '../api/change-member-role';
import type { TeamMember } from '../api/get-team';
import { TEAM_ROLES } from '../constants';

export interface EditRoleDialogProps {
  member: TeamMember;
  onClose: () => void;
}

/** Mounted per member (keyed by id), so the role select starts at that member's role. */
export function EditRoleDialog({ member, onClose }: EditRoleDialogProps) {
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
          toast.success('Role Updated', `${updated.name} is now ${optionLabel(TEAM_ROLES, updated.role)}.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="edit-role-title">
      <DialogTitle id="edit-role-title">Edit Role</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose the role of {member.name} ({member.email}).
        </DialogContentText>
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(change.error, 'Could not change the role. Please try again.')}
          </Alert>
        ) : null}
        <TextField
          label="Role"
          select
          fullWidth
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            change.reset();
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TEAM_ROLES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={save} variant="contained" disabled={busy}>
          {busy ? 'Saving...' : 'Save Role'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
