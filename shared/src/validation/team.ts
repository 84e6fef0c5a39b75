/** A new team member's field limits: the server's request schema and the Add Team Member dialog read both from here. */
export const TEAM_MEMBER_LIMITS = { name: 120, email: 254, notes: 1000 } as const;
