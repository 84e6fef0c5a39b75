import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { ConfirmDialog } from '@agrihub/shared';
import { errorMessage, ltr } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
import type { TeamMember } from '../api/get-team';
import { useCancelInvitation, useRemoveMember, useResendInvitation, useSetMemberStatus } from '../api/manage-members';
import { useShellTranslation } from '../../../locales/team';
import type { ShellT } from '../../../locales/team';

type Action = 'resend' | 'cancel' | 'deactivate' | 'reactivate' | 'remove';

const menuLabels = (t: ShellT): Record<Action, string> => ({
  resend: t('memberActions.menu.resend'),
  cancel: t('memberActions.menu.cancel'),
  deactivate: t('memberActions.menu.deactivate'),
  reactivate: t('memberActions.menu.reactivate'),
  remove: t('memberActions.menu.remove'),
});

/** What an admin may do to a member in their state (never to their own account: another admin can). */
function actionsFor(m: TeamMember): Action[] {
  if (m.isYou) return [];
  if (m.status === 'Invited') return ['resend', 'cancel'];
  return [m.status === 'Active' ? 'deactivate' : 'reactivate', 'remove'];
}

/** The confirmation asked before an action that takes access away; none for those that give it. */
function confirmation(t: ShellT, action: Action, m: TeamMember) {
  switch (action) {
    case 'cancel':
      return {
        title: t('memberActions.confirm.cancelTitle'),
        message: t('memberActions.confirm.cancelMessage', { name: m.name }),
        label: t('memberActions.confirm.cancelLabel'),
      };
    case 'deactivate':
      return {
        title: t('memberActions.confirm.deactivateTitle'),
        message: t('memberActions.confirm.deactivateMessage', { name: m.name }),
        label: t('memberActions.confirm.deactivateLabel'),
      };
    case 'remove':
      return {
        title: t('memberActions.confirm.removeTitle'),
        message: t('memberActions.confirm.removeMessage', { name: m.name }),
        label: t('memberActions.confirm.removeLabel'),
      };
    default:
      return null;
  }
}

/** The "more actions" menu of a member row: invitations, access, removal. */
export function MemberActions({ member }: { member: TeamMember }) {
  const { t } = useShellTranslation();
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
      resend: [t('memberActions.done.resendTitle'), t('memberActions.done.resendMessage', { email: ltr(member.email) })],
      cancel: [t('memberActions.done.cancelTitle'), t('memberActions.done.cancelMessage', { name: member.name })],
      deactivate: [t('memberActions.done.deactivateTitle'), t('memberActions.done.deactivateMessage', { name: member.name })],
      reactivate: [t('memberActions.done.reactivateTitle'), t('memberActions.done.reactivateMessage', { name: member.name })],
      remove: [t('memberActions.done.removeTitle'), t('memberActions.done.removeMessage', { name: member.name })],
    };
    try {
      if (action === 'resend') await resend.mutateAsync(member._id);
      else if (action === 'cancel') await cancel.mutateAsync(member._id);
      else if (action === 'remove') await remove.mutateAsync(member._id);
      else await status.mutateAsync({ id: member._id, status: action === 'deactivate' ? 'Inactive' : 'Active' });
      toast.success(...done[action]);
      setConfirming(null);
    } catch (error) {
      toast.destructive(t('memberActions.failed'), errorMessage(error, t('memberActions.failedFallback')));
    }
  };
  const choose = (action: Action) => {
    setAnchor(null);
    if (confirmation(t, action, member)) setConfirming(action);
    else void run(action);
  };
  const asked = confirming ? confirmation(t, confirming, member) : null;
  const labels = menuLabels(t);

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('memberActions.more', { name: member.name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)} sx={action === 'remove' || action === 'cancel' ? { color: 'error.main' } : undefined}>
            {labels[action]}
          </MenuItem>
        ))}
      </Menu>
      {asked && confirming ? (
        <ConfirmDialog
          open
          title={asked.title}
          message={asked.message}
          confirmLabel={asked.label}
          cancelLabel={t('memberActions.confirm.keep')}
          destructive
          busy={busy}
          onConfirm={() => void run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
