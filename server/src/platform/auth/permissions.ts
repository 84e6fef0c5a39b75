import { PERMISSION_AREA_WORDS } from '@agrihub/shared/validation';
import type { PermissionArea, TeamRole } from '../schemas/domain.ts';

/**
 * The permission matrix (docs/permissions.md): who may change what. Every role reads everything its
 * company may see; a viewer changes nothing, an editor also edits the catalog, pricing and documents,
 * a manager also runs orders, logistics, payments and support, an admin also manages the team and
 * the company's settings. Ranked, so each role may do all that the roles below it may.
 */
const RANK: Record<TeamRole, number> = { viewer: 0, editor: 1, manager: 2, admin: 3 };

/** The least role that may change each area. */
export const LEAST_ROLE: Record<PermissionArea, TeamRole> = {
  catalog: 'editor',
  pricing: 'editor',
  documents: 'editor',
  orders: 'manager',
  logistics: 'manager',
  payments: 'manager',
  support: 'manager',
  team: 'admin',
  settings: 'admin',
};

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

function isRole(role: string): role is TeamRole {
  return role in RANK;
}

export function can(role: string, area: PermissionArea): boolean {
  return isRole(role) && RANK[role] >= RANK[LEAST_ROLE[area]];
}

/** The areas a role may change, in the matrix's order (sent with the user, so the UI follows it). */
export function permissionsOf(role: string): PermissionArea[] {
  return (Object.keys(LEAST_ROLE) as PermissionArea[]).filter((area) => can(role, area));
}

/** The roles that may change an area, least first: "editor, manager or admin". */
export function rolesFor(area: PermissionArea): string {
  const roles = (Object.keys(RANK) as TeamRole[]).filter((r) => RANK[r] >= RANK[LEAST_ROLE[area]]);
  return roles.length === 1 ? roles[0]! : `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]!}`;
}

/** The 403 message: which role is needed, and the user's own. */
export function refusal(role: string, area: PermissionArea): string {
  const own = isRole(role) ? role : 'member without a role';
  return `Only ${withArticle(rolesFor(area))} can change ${PERMISSION_AREA_WORDS[area]}. You are ${withArticle(own)}; ask an admin of your company for a different role.`;
}
