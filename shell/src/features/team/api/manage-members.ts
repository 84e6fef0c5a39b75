import { api } from '@agrihub/shared/core';
import { useRefreshingMutation } from '@agrihub/shared/providers';
import { teamKeys } from './keys';

/** A new invitation link by mail; the earlier links stop working. */
export async function resendInvitation(id: string) {
  return (await api.post('/api/seller/team/members/{id}/invitation', undefined, { params: { id } })).member;
}

/** The invited member goes; their links say the invitation was cancelled. */
export async function cancelInvitation(id: string) {
  await api.delete('/api/seller/team/members/{id}/invitation', { params: { id } });
}

/** Pauses (their sessions end) or restores a member's access. */
export async function setMemberStatus({ id, status }: { id: string; status: 'Active' | 'Inactive' }) {
  return (await api.patch('/api/seller/team/members/{id}/status', { status }, { params: { id } })).member;
}

/** Deletes the member's login; their recorded activity stays. */
export async function removeMember(id: string) {
  await api.delete('/api/seller/team/members/{id}', { params: { id } });
}

// Each changes the list and writes to the activity log: both are read again.
export const useResendInvitation = () => useRefreshingMutation(resendInvitation, [teamKeys.all]);
export const useCancelInvitation = () => useRefreshingMutation(cancelInvitation, [teamKeys.all]);
export const useSetMemberStatus = () => useRefreshingMutation(setMemberStatus, [teamKeys.all]);
export const useRemoveMember = () => useRefreshingMutation(removeMember, [teamKeys.all]);
