import { testUserAs } from '@agrihub/shared/testing';
import type { TeamMember } from '../features/team/api/get-team';

/** A member of the team as the API answers it, typed by the generated API types. */
export function member(id: string, name: string, role: TeamMember['role'], status: TeamMember['status'], over: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@punjabagro.pk`,
    role,
    department: 'sales',
    notes: null,
    status,
    lastActiveAt: null,
    isOwner: false,
    isYou: false,
    userId: status === 'Invited' ? null : `u-${id}`,
    invitation: status === 'Invited' ? { sentAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-08T00:00:00.000Z', expired: false } : null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A manager, with the areas the server sends for the role: everything but the team and the settings. */
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
