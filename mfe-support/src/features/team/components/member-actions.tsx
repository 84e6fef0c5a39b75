import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ConfirmDialog, errorMessage, useToast } from '@agrihub/shared';
import type { TeamMember } from '../api/get-team';
import { useCancelInvitation, useRemoveMember, useResendInvitation, useSetMemberStatus } from '../api/manage-members';

type Action = 'resend' | 'cancel' | 'deactivate' | 'reactivate' | 'remove';

const MENU_LABELS: Record<Action, string> = {
  resend: 'Resend invitation',
  cancel: 'Cancel invitation',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  remove: 'Remove from team',
};

/** What an admin may do to a member in their state (never to their own account: another admin can). */
function actionsFor(m: TeamMember): Action[] {
  if (m.isYou) return [];
  if (m.status === 'Invited') return ['resend', 'cancel'];
  return [m.status === 'Active' ? 'deactivate' : 'reactivate', 'remove'];
}

/** The confirmation asked before an action that takes access away; none for those that give it. */
function confirmation(action: Action, m: TeamMember) {
  switch (action) {
    case 'cancel':
      return { title: 'Cancel Invitation', message: `Cancel the invitation of ${m.name}? The link in their email stops working.`, label: 'Cancel Invitation' };
    case 'deactivate':
      return {
        title: 'Deactivate Member',
        message: `Deactivate ${m.name}? They are signed out within seconds and cannot sign in until an admin reactivates them.`,
        label: 'Deactivate',
      };
    case 'remove':
      return {
        title: 'Remove Member',
        message: `Remove ${m.name} from your team? Their login is deleted and they are signed out. What they did stays in the activity log.`,
        label: 'Remove',
      };
    default:
      return null;
  }
}

/** The "more actions" menu of a member row: invitations, access, removal. */
export function MemberActions({ member }: { member: TeamMember }) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const status = useSetMemberStatus();
  const remove = useRemoveMember();
  const busy = resend.isPending || cancel.isPending || status.isPending || remove.isPending;
  const actions = actionsFor(member);
  if (actions.length === 0) return null;

  const run = async (action: Action) => {
    const done: Record<Action, [string, string]> = {
      resend: ['Invitation Sent', `A new invitation link was sent to ${member.email}.`],
      cancel: ['Invitation Cancelled', `${member.name} can no longer use their invitation.`],
      deactivate: ['Member Deactivated', `${member.name} can no longer sign in.`],
      reactivate: ['Member Reactivated', `${member.name} can sign in again.`],
      remove: ['Member Removed', `${member.name} is no longer on your team.`],
    };
    try {
      if (action === 'resend') await resend.mutateAsync(member._id);
      else if (action === 'cancel') await cancel.mutateAsync(member._id);
      else if (action === 'remove') await remove.mutateAsync(member._id);
      else await status.mutateAsync({ id: member._id, status: action === 'deactivate' ? 'Inactive' : 'Active' });
      toast.success(...done[action]);
      setConfirming(null);
    } catch (error) {
      toast.destructive('Not Changed', errorMessage(error, 'The change could not be saved. Please try again.'));
    }
  };
  const choose = (action: Action) => {
    setAnchor(null);
    if (confirmation(action, member)) setConfirming(action);
    else void run(action);
  };
  const asked = confirming ? confirmation(confirming, member) : null;

  return (
    <>
      <IconButton size="small" aria-label={`More actions for ${member.name}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} disabled={busy}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)} sx={action === 'remove' || action === 'cancel' ? { color: 'error.main' } : undefined}>
            {MENU_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
      {asked && confirming ? (
        <ConfirmDialog
          open
          title={asked.title}
          message={asked.message}
          confirmLabel={asked.label}
          cancelLabel="Keep"
          destructive
          busy={busy}
          onConfirm={() => void run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
