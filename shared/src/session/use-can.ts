import type { PermissionArea } from '../api/openapi.gen';
import { useSessionUser } from './session';

/**
 * Whether the signed-in user's role may change `area`, from the areas the server sent with the user
 * (server/src/platform/auth/permissions.ts is the one matrix; the client never restates it). Signed out: no.
 * A read needs no check: every role reads all its company may see.
 */
export function useCan(area: PermissionArea): boolean {
  return useSessionUser()?.permissions.includes(area) ?? false;
}
